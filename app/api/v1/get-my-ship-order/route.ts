// GET /api/v1/get-my-ship-order — shipped orders (510)
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { orderStatus } from "@/lib/domain/order-status";
import { listOrders } from "@/lib/services/order";

export const GET = handler(orderEndpoints.ship, ({ user, query }) =>
  listOrders(user.id, { ...query, statuses: [orderStatus.WAITING_TO_RECEIVE] }),
);
