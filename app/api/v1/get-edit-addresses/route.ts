// GET /api/v1/get-edit-addresses — one of the caller's addresses
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { getAddressOrThrow } from "@/lib/services/account";

export const GET = handler(addressEndpoints.get, ({ user, query }) => getAddressOrThrow(user.id, query.id));
