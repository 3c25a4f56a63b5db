// POST /api/v1/favorite-delete — remove products from the caller's favourites
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { deleteFavorites } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.favoriteDelete, ({ user, body }) =>
  deleteFavorites(user.id, body.productIds),
);
