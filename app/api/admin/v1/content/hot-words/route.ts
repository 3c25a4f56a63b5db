// GET /api/admin/v1/content/hot-words — the hot search words; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminListHotWords, adminSaveHotWord } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.hotWordsList, () => adminListHotWords());
export const POST = adminHandler(contentEndpoints.hotWordsCreate, ({ body, actor }) =>
  adminSaveHotWord(null, body, actor),
);
