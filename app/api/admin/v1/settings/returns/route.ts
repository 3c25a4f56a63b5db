// GET /api/admin/v1/settings/returns — the return policy; POST — set it
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSetReturnPolicy, returnPolicy } from "@/lib/services/after-sales";

export const GET = adminHandler(settingsEndpoints.returnPolicy, () => returnPolicy());
export const POST = adminHandler(settingsEndpoints.saveReturnPolicy, ({ body, actor }) =>
  adminSetReturnPolicy(body, actor),
);
