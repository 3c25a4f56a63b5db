// GET /api/admin/v1/after-sales — the after-sales queue
import { adminHandler } from "@/lib/api/admin-handler";
import { seesShoppers } from "@/lib/services/staff";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminListAfterSales } from "@/lib/services/after-sales";

export const GET = adminHandler(afterSaleEndpoints.list, ({ query: { pageIndex, pageSize, ...filter }, operator }) =>
  adminListAfterSales(filter, { pageIndex, pageSize }, seesShoppers(operator.permissions)),
);
