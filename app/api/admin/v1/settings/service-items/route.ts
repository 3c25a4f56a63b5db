// GET /api/admin/v1/settings/service-items — the service area's questions and answers; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminListServiceItems, adminSaveServiceItem } from "@/lib/services/engagement";

export const GET = adminHandler(settingsEndpoints.serviceList, () => adminListServiceItems());
export const POST = adminHandler(settingsEndpoints.serviceCreate, ({ body, actor }) =>
  adminSaveServiceItem(null, body, actor),
);
