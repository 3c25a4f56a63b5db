// POST /api/admin/v1/orders/{id}/ship — ship a paid order with courier and waybill
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { shipOrder } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.ship, async ({ params, body, actor }) => {
  const shipped = await shipOrder(params.id, undefined, { courierCode: body.courier, waybillNo: body.waybill }, actor);
  return { ...shipped, shippedAt: shipped.shippedAt?.toISOString() ?? null };
});
