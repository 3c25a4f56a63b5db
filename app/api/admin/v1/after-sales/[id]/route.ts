// GET /api/admin/v1/after-sales/{id} — one request in full
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminAfterSaleDetail } from "@/lib/services/after-sales";

export const GET = adminHandler(afterSaleEndpoints.detail, ({ params }) => adminAfterSaleDetail(params.id));
