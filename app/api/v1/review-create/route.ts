// POST /api/v1/review-create — review items of an order waiting for review; it completes when none is left
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { createReviews } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.reviewCreate, ({ user, body }) => createReviews(user.id, body));
