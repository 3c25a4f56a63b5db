// GET /api/v1/orders-detail — one of the caller's orders
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { getOrderDetailOrThrow } from "@/lib/services/order-query";

export const GET = handler(orderEndpoints.detail, ({ user, query }) => getOrderDetailOrThrow(user.id, query.id));
