// GET /api/admin/v1/payment-bills — a provider's trade bill of a day, matched with our payments and refunds
import { adminHandler } from "@/lib/api/admin-handler";
import { afterSaleEndpoints } from "@/lib/api/admin-endpoints/service";
import { reconcileBill } from "@/lib/services/payment";

export const GET = adminHandler(afterSaleEndpoints.bill, ({ query }) => reconcileBill(query.provider, query.date));
