// POST /api/v1/review-create — review an order waiting for review; it completes
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { createReview } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.reviewCreate, ({ user, body }) => createReview(user.id, body));
