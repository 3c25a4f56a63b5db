// POST /api/admin/v1/skus/{id}/low-stock — the threshold the dashboard warns at
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { setLowStock } from "@/lib/services/catalogue";

export const POST = adminHandler(e.lowStock, ({ params, body, actor }) => setLowStock(params.id, body.lowStock, actor));
