// GET /api/admin/v1/settings/pickup-points — the pick-up points; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminListPickupPoints, adminSavePickupPoint } from "@/lib/services/order";

export const GET = adminHandler(settingsEndpoints.pickupList, () => adminListPickupPoints());
export const POST = adminHandler(settingsEndpoints.pickupCreate, ({ body, actor }) =>
  adminSavePickupPoint(null, body, actor),
);
