// GET /api/admin/v1/orders/{id} — one order with payments, trajectory, after-sales and audit
import { adminHandler } from "@/lib/api/admin-handler";
import { seesShoppers } from "@/lib/services/staff";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminOrderDetail } from "@/lib/services/order";

export const GET = adminHandler(orderEndpoints.detail, ({ params, operator }) =>
  adminOrderDetail(params.id, seesShoppers(operator.permissions)),
);
