// POST /api/admin/v1/orders/{id}/remark — the operators' internal remark
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { setStaffRemark } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.remark, ({ params, body, actor }) =>
  setStaffRemark(params.id, body.remark, actor),
);
