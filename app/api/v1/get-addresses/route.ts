// GET /api/v1/get-addresses — the caller's addresses
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { listAddresses } from "@/lib/services/account";

export const GET = handler(addressEndpoints.list, ({ user }) => listAddresses(user.id));
