// GET /api/admin/v1/invoices — orders' invoices by status (waiting ones by default)
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { adminListInvoices } from "@/lib/services/order";

export const GET = adminHandler(orderEndpoints.invoices, ({ query }) => adminListInvoices(query));
