// GET /api/admin/v1/coupons/{id}/claims — the coupon's claims as a streamed CSV (audited)
import { adminHandler } from "@/lib/api/admin-handler";
import { couponEndpoints } from "@/lib/api/admin-endpoints/marketing";
import type { TypedResponse } from "@/lib/api/typed-response";
import { exportCouponClaims } from "@/lib/services/engagement";

export const GET = adminHandler(couponEndpoints.claims, async ({ params, actor, locale }) => {
  const body = await exportCouponClaims(params.id, locale, actor);
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="coupon-${params.id}-claims.csv"`,
    },
  }) as TypedResponse<string>;
});
