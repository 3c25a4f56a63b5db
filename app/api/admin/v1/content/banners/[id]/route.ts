// POST /api/admin/v1/content/banners/{id} — save an edit made on its version; DELETE — delete it
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminDeleteHomePiece, adminSaveBanner } from "@/lib/services/catalogue";

export const POST = adminHandler(contentEndpoints.bannersUpdate, ({ params, body, actor }) =>
  adminSaveBanner(params.id, body, actor),
);

export const DELETE = adminHandler(contentEndpoints.bannersDelete, ({ params, body, actor }) =>
  adminDeleteHomePiece("banner", params.id, body.version, actor),
);
