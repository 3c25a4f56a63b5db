// POST /api/v1/favorite-add — add a product to the caller's favourites (idempotent)
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { addFavorite } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.favoriteAdd, ({ user, body }) => addFavorite(user.id, body.productId));
