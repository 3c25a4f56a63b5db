// GET /api/admin/v1/orders — the order list with filters
import { adminHandler } from "@/lib/api/admin-handler";
import { seesShoppers } from "@/lib/services/staff";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminListOrders } from "@/lib/services/order";

export const GET = adminHandler(orderEndpoints.list, ({ query: { pageIndex, pageSize, ...filter }, operator }) =>
  adminListOrders(filter, { pageIndex, pageSize }, seesShoppers(operator.permissions)),
);
