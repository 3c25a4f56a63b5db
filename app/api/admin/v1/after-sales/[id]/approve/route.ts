// POST /api/admin/v1/after-sales/{id}/approve — approve a return (goods to come back, or refund without them)
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { approveReturn } from "@/lib/services/after-sales";

export const POST = adminHandler(afterSaleEndpoints.approve, async ({ params, body, actor }) => ({
  id: params.id,
  status: await approveReturn(params.id, body.reason, actor, { withoutReturn: body.withoutReturn }),
}));
