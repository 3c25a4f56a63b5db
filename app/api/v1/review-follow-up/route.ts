// POST /api/v1/review-follow-up — 追评 on one of the caller's reviews
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { followUpReview } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.reviewFollowUp, ({ user, body }) => followUpReview(user.id, body));
