// GET /api/v1/get-coupons — the claim centre (with the caller's claimed counts when logged in)
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listClaimableCouponsIn } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.getCoupons, ({ user, locale }) =>
  listClaimableCouponsIn(user?.id ?? null, locale),
);
