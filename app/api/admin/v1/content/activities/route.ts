// GET /api/admin/v1/content/activities — the activities; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminListActivities, adminSaveActivity } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.activitiesList, () => adminListActivities());
export const POST = adminHandler(contentEndpoints.activitiesCreate, ({ body, actor }) =>
  adminSaveActivity(null, body, actor),
);
