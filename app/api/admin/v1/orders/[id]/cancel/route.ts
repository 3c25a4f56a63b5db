// POST /api/admin/v1/orders/{id}/cancel — cancel an unpaid order, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminCancelOrder } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.cancel, ({ params, body, actor }) =>
  adminCancelOrder(params.id, body.reason, actor),
);
