// POST /api/admin/v1/reviews/{id}/visibility — hide or show a review, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { reviewEndpoints } from "@/lib/api/admin-endpoints/service";
import { setReviewHidden } from "@/lib/services/after-sales";

export const POST = adminHandler(reviewEndpoints.visibility, ({ params, body, actor }) =>
  setReviewHidden(params.id, body.hidden, body.reason, actor),
);
