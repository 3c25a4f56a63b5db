// POST /api/admin/v1/settings/service-items/{id} — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSaveServiceItem } from "@/lib/services/engagement";

export const POST = adminHandler(settingsEndpoints.serviceUpdate, ({ params, body, actor }) =>
  adminSaveServiceItem(params.id, body, actor),
);
