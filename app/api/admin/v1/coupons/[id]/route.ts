// GET /api/admin/v1/coupons/{id} — one coupon; POST — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { couponEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminGetCoupon, adminUpdateCoupon } from "@/lib/services/engagement";

export const GET = adminHandler(couponEndpoints.detail, ({ params }) => adminGetCoupon(params.id));
export const POST = adminHandler(couponEndpoints.update, ({ params, body, actor }) =>
  adminUpdateCoupon(params.id, body, actor),
);
