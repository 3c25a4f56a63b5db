// POST /api/admin/v1/content/buttons/{id} — save an edit made on its version; DELETE — delete it
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminDeleteHomePiece, adminSaveHomeButton } from "@/lib/services/catalogue";

export const POST = adminHandler(contentEndpoints.buttonsUpdate, ({ params, body, actor }) =>
  adminSaveHomeButton(params.id, body, actor),
);

export const DELETE = adminHandler(contentEndpoints.buttonsDelete, ({ params, body, actor }) =>
  adminDeleteHomePiece("button", params.id, body.version, actor),
);
