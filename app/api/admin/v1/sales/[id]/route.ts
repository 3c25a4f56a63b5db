// GET /api/admin/v1/sales/{id} — one sale; POST — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { saleEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminGetSale, adminUpdateSale } from "@/lib/services/catalogue";

export const GET = adminHandler(saleEndpoints.detail, ({ params }) => adminGetSale(params.id));
export const POST = adminHandler(saleEndpoints.update, ({ params, body, actor }) =>
  adminUpdateSale(params.id, body, actor),
);
