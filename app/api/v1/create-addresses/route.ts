// POST /api/v1/create-addresses — add a delivery address
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { createAddress } from "@/lib/services/account";

export const POST = handler(addressEndpoints.create, ({ user, body }) => createAddress(user.id, body));
