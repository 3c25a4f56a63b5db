// GET /api/admin/v1/reviews — reviews to moderate
import { adminHandler } from "@/lib/api/admin-handler";
import { reviewEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminListReviews } from "@/lib/services/after-sales";

export const GET = adminHandler(reviewEndpoints.list, ({ query }) => adminListReviews(query));
