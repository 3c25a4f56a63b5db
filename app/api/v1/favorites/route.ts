// GET /api/v1/favorites — the caller's favourite products, newest first
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listFavoritesIn } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.favorites, ({ user, query, locale }) =>
  listFavoritesIn(user.id, query, locale),
);
