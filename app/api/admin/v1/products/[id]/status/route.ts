// POST /api/admin/v1/products/{id}/status — on or off sale
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { setProductOnSale } from "@/lib/services/catalogue";

export const POST = adminHandler(e.status, ({ params, body, actor }) =>
  setProductOnSale(params.id, body.isOnSale, actor),
);
