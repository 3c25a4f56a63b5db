// POST /api/v1/edit-addresses — replace an address's fields
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { editAddress } from "@/lib/services/account";

export const POST = handler(addressEndpoints.edit, ({ user, body }) => editAddress(user.id, body));
