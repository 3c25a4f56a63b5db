// POST /api/admin/v1/after-sales/{id}/reject — reject a return with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { rejectReturn } from "@/lib/services/after-sales";

export const POST = adminHandler(afterSaleEndpoints.reject, async ({ params, body, actor }) => ({
  id: params.id,
  status: await rejectReturn(params.id, body.reason, actor),
}));
