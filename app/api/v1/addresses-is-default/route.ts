// POST /api/v1/addresses-is-default — make an address the default, or delete it
import { handler } from "@/lib/api/handler";
import { addressEndpoints } from "@/lib/api/endpoints/address";
import { deleteAddress, setDefaultAddress } from "@/lib/services/account";

export const POST = handler(addressEndpoints.isDefault, ({ user, body }) =>
  body.delete ? deleteAddress(user.id, body.id) : setDefaultAddress(user.id, body.id),
);
