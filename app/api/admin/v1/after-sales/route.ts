// GET /api/admin/v1/after-sales — the after-sales queue
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminListAfterSales } from "@/lib/services/after-sales";

export const GET = adminHandler(afterSaleEndpoints.list, ({ query: { pageIndex, pageSize, ...filter } }) =>
  adminListAfterSales(filter, { pageIndex, pageSize }),
);
