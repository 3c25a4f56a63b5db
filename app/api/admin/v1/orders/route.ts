// GET /api/admin/v1/orders — the order list with filters
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminListOrders } from "@/lib/services/order";

export const GET = adminHandler(orderEndpoints.list, ({ query: { pageIndex, pageSize, ...filter } }) =>
  adminListOrders(filter, { pageIndex, pageSize }),
);
