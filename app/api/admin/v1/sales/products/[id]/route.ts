// GET /api/admin/v1/sales/products/{id} — a product's SKUs, for choosing what goes on sale
import { adminHandler } from "@/lib/api/admin-handler";
import { saleEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminSaleProduct } from "@/lib/services/catalogue";

export const GET = adminHandler(saleEndpoints.product, ({ params }) => adminSaleProduct(params.id));
