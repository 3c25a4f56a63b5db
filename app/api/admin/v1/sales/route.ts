// GET /api/admin/v1/sales — sales and flash sales; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { saleEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminCreateSale, adminListSales } from "@/lib/services/catalogue";

export const GET = adminHandler(saleEndpoints.list, ({ query }) => adminListSales(query));
export const POST = adminHandler(saleEndpoints.create, ({ body, actor }) => adminCreateSale(body, actor));
