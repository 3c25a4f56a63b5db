// POST /api/admin/v1/products/bulk — preview or apply a change to selected products
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { bulkChangeProducts } from "@/lib/services/catalogue";

export const POST = adminHandler(e.bulk, ({ body, actor }) => bulkChangeProducts(body, actor));
