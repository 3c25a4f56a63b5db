// GET /api/v1/get-my-not-pay-order — unpaid orders (0)
import { handler } from "@/lib/api/handler";
import { orderEndpoints } from "@/lib/api/endpoints/order";
import { orderStatus } from "@/lib/domain/order-status";
import { listOrders } from "@/lib/services/order";

export const GET = handler(orderEndpoints.notPay, ({ user, query }) =>
  listOrders(user.id, { ...query, statuses: [orderStatus.WAITING_FOR_PAYMENT] }),
);
