// POST /api/admin/v1/orders/{id}/tracking — add a tracking point to a shipped order
import { adminHandler } from "@/lib/api/admin-handler";
import { orderEndpoints } from "@/lib/api/admin-endpoints/orders";
import { addTrajectoryPoint } from "@/lib/services/order";

export const POST = adminHandler(orderEndpoints.track, async ({ params, body, actor }) => {
  const point = await addTrajectoryPoint(params.id, body, actor);
  return { id: point.id, orderId: point.orderId };
});
