// POST /api/v1/order-rebuy — put an order's SKUs back in the cart
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { rebuyOrder } from "@/lib/services/order";

export const POST = handler(afterSalesEndpoints.rebuy, ({ user, body }) => rebuyOrder(user.id, body.orderId));
