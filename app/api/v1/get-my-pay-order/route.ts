// GET /api/v1/get-my-pay-order — every paid order
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { listOrders, PAID_STATUSES } from "@/lib/services/order";

export const GET = handler(orderEndpoints.pay, ({ user, query }) =>
  listOrders(user.id, { ...query, statuses: PAID_STATUSES }),
);
