// POST /api/admin/v1/settings/pickup-points/{id} — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSavePickupPoint } from "@/lib/services/order";

export const POST = adminHandler(settingsEndpoints.pickupUpdate, ({ params, body, actor }) =>
  adminSavePickupPoint(params.id, body, actor),
);
