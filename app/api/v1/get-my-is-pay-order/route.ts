// GET /api/v1/get-my-is-pay-order — paid orders waiting to ship (500)
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { orderStatus } from "@/lib/domain/order-status";
import { listOrders } from "@/lib/services/order";

export const GET = handler(orderEndpoints.isPay, ({ user, query }) =>
  listOrders(user.id, { ...query, statuses: [orderStatus.WAITING_TO_SHIP] }),
);
