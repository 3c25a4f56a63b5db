// POST /api/v1/edit-order-address — change where an order goes, until it ships
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { editOrderAddress } from "@/lib/services/order";

export const POST = handler(orderEndpoints.editAddress, ({ user, body }) => editOrderAddress(user.id, body));
