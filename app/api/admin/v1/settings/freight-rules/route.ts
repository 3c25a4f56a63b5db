// GET /api/admin/v1/settings/freight-rules — the freight rules; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminListFreightRules, adminSaveFreightRule } from "@/lib/services/order";

export const GET = adminHandler(settingsEndpoints.freightList, () => adminListFreightRules());
export const POST = adminHandler(settingsEndpoints.freightCreate, ({ body, actor }) =>
  adminSaveFreightRule(null, body, actor),
);
