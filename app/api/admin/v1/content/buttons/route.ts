// GET /api/admin/v1/content/buttons — the home buttons; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminListHomeButtons, adminSaveHomeButton } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.buttonsList, () => adminListHomeButtons());
export const POST = adminHandler(contentEndpoints.buttonsCreate, ({ body, actor }) =>
  adminSaveHomeButton(null, body, actor),
);
