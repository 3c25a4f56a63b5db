// GET /api/v1/favorites — the caller's favourite products, newest first
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listFavorites } from "@/lib/services/favorite";

export const GET = handler(engagementEndpoints.favorites, ({ user, query }) => listFavorites(user.id, query));
