// GET /api/v1/orders-detail — one of the caller's orders
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { getOrderDetailIn } from "@/lib/services/order";

export const GET = handler(orderEndpoints.detail, ({ user, query, locale }) =>
  getOrderDetailIn(user.id, query.id, locale),
);
