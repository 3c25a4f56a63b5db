// GET /api/v1/new-user-coupon — is the popup offered; POST — claim or decline it, once
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { answerNewUserCoupon, newUserCouponOfferIn } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.getNewUserCoupon, ({ user, locale }) =>
  newUserCouponOfferIn(user.id, locale),
);
export const POST = handler(engagementEndpoints.answerNewUserCoupon, ({ user, body }) =>
  answerNewUserCoupon(user.id, body.claim),
);
