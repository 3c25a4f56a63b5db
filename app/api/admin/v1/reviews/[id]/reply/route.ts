// POST /api/admin/v1/reviews/{id}/reply — the shop's reply under a review
import { adminHandler } from "@/lib/api/admin-handler";
import { reviewEndpoints } from "@/lib/api/admin-endpoints/service";
import { replyToReview } from "@/lib/services/after-sales";

export const POST = adminHandler(reviewEndpoints.reply, ({ params, body, actor }) =>
  replyToReview(params.id, body.reply, actor),
);
