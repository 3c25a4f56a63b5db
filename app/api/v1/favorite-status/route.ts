// GET /api/v1/favorite-status — whether a product is one of the caller's favourites
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { favoriteStatus } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.favoriteStatus, ({ user, query }) =>
  favoriteStatus(user.id, query.productId),
);
