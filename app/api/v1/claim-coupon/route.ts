// POST /api/v1/claim-coupon — claim one coupon from the claim centre
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { claimCoupon } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.claimCoupon, ({ user, body }) => claimCoupon(user.id, body.couponId));
