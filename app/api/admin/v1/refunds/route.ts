// GET /api/admin/v1/refunds — the refund queue (refund_pending money, failed refunds)
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { listRefundQueue } from "@/lib/services/payment";

export const GET = adminHandler(afterSaleEndpoints.refunds, ({ query }) => listRefundQueue(query));
