// GET /api/admin/v1/settings/couriers — the couriers; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminListCouriers, adminSaveCourier } from "@/lib/services/order";

export const GET = adminHandler(settingsEndpoints.courierList, () => adminListCouriers());
export const POST = adminHandler(settingsEndpoints.courierCreate, ({ body, actor }) =>
  adminSaveCourier(null, body, actor),
);
