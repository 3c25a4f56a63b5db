// POST /api/admin/v1/content/hot-words/{id} — save an edit made on its version; DELETE — delete it
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminDeleteHomePiece, adminSaveHotWord } from "@/lib/services/catalogue";

export const POST = adminHandler(contentEndpoints.hotWordsUpdate, ({ params, body, actor }) =>
  adminSaveHotWord(params.id, body, actor),
);

export const DELETE = adminHandler(contentEndpoints.hotWordsDelete, ({ params, body, actor }) =>
  adminDeleteHomePiece("hotword", params.id, body.version, actor),
);
