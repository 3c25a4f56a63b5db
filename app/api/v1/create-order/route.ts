// POST /api/v1/create-order — place an order from cart lines
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { placeOrder } from "@/lib/services/order";

export const POST = handler(orderEndpoints.create, ({ user, body }) => placeOrder(user.id, body));
