// POST /api/admin/v1/settings/couriers/{id} — save an edit made on its version (active false retires it)
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSaveCourier } from "@/lib/services/order";

export const POST = adminHandler(settingsEndpoints.courierUpdate, ({ params, body, actor }) =>
  adminSaveCourier(params.id, body, actor),
);
