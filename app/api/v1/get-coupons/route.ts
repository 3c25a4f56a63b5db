// GET /api/v1/get-coupons — the claim centre (with the caller's claimed counts when logged in)
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listClaimableCoupons } from "@/lib/services/coupon";

export const GET = handler(engagementEndpoints.getCoupons, ({ user }) => listClaimableCoupons(user?.id ?? null));
