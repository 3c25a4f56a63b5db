// POST /api/admin/v1/content/activities/{id} — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminSaveActivity } from "@/lib/services/catalogue";

export const POST = adminHandler(contentEndpoints.activitiesUpdate, ({ params, body, actor }) =>
  adminSaveActivity(params.id, body, actor),
);
