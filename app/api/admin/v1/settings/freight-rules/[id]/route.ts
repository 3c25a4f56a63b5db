// POST /api/admin/v1/settings/freight-rules/{id} — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSaveFreightRule } from "@/lib/services/order";

export const POST = adminHandler(settingsEndpoints.freightUpdate, ({ params, body, actor }) =>
  adminSaveFreightRule(params.id, body, actor),
);
