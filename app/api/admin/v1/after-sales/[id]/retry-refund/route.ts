// POST /api/admin/v1/after-sales/{id}/retry-refund — ask the provider again
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { retryRefund } from "@/lib/services/after-sales";

export const POST = adminHandler(afterSaleEndpoints.retryRefund, async ({ params, actor }) => ({
  id: params.id,
  status: await retryRefund(params.id, actor),
}));
