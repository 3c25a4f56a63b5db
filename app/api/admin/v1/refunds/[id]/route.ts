// POST /api/admin/v1/refunds/{id} — refund a queued payment through its provider
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { refundQueuedPayment } from "@/lib/services/payment";

export const POST = adminHandler(afterSaleEndpoints.refund, ({ params, body, actor }) =>
  refundQueuedPayment(params.id, body.reason, actor),
);
