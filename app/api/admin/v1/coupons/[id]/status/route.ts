// POST /api/admin/v1/coupons/{id}/status — stop a coupon or start it again
import { adminHandler } from "@/lib/api/admin-handler";
import { couponEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminSetCouponActive } from "@/lib/services/engagement";

export const POST = adminHandler(couponEndpoints.status, ({ params, body, actor }) =>
  adminSetCouponActive(params.id, body.active, body.version, actor),
);
