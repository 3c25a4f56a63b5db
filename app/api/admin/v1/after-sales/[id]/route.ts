// GET /api/admin/v1/after-sales/{id} — one request in full
import { adminHandler } from "@/lib/api/admin-handler";
import { seesShoppers } from "@/lib/services/staff";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminAfterSaleDetail } from "@/lib/services/after-sales";

export const GET = adminHandler(afterSaleEndpoints.detail, ({ params, operator }) =>
  adminAfterSaleDetail(params.id, seesShoppers(operator.permissions)),
);
