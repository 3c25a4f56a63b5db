// GET /api/admin/v1/stock — SKUs and their stock
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { adminListStock } from "@/lib/services/catalogue";

export const GET = adminHandler(e.stock, ({ query }) => adminListStock(query));
