// GET /api/v1/get-usable-coupons — the caller's coupons for a checkout amount, best first
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { usableCouponsIn } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.getUsableCoupons, ({ user, query, locale }) =>
  usableCouponsIn(user.id, query.amount, locale),
);
