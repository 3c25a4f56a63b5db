// GET /api/admin/v1/skus/{id}/stock — the ledger; POST — adjust the stock with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { adjustStock, stockLedger } from "@/lib/services/catalogue";

export const GET = adminHandler(e.ledger, ({ params, query }) => stockLedger(params.id, query));

export const POST = adminHandler(e.adjust, ({ params, body, actor }) => adjustStock(params.id, body, actor));
