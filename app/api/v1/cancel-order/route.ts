// POST /api/v1/cancel-order — cancel an unpaid order
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { cancelOrder } from "@/lib/services/order";

export const POST = handler(orderEndpoints.cancel, ({ user, body }) => cancelOrder(user.id, body.id));
