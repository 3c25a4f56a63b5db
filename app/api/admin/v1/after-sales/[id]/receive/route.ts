// POST /api/admin/v1/after-sales/{id}/receive — a return's goods arrived: each unit back to stock or written off
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { receiveReturn } from "@/lib/services/after-sales";

export const POST = adminHandler(afterSaleEndpoints.receive, async ({ params, body, actor }) => ({
  id: params.id,
  status: await receiveReturn(params.id, body, actor),
}));
