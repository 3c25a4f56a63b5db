// POST /api/v1/complete-order — complete a received order
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { completeOrder } from "@/lib/services/order";

export const POST = handler(orderEndpoints.complete, ({ user, body }) => completeOrder(user.id, body.id));
