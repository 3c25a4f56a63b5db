// GET /api/admin/v1/coupons — coupons with claim and use counts; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { couponEndpoints } from "@/lib/api/admin-endpoints/marketing";
import { adminCreateCoupon, adminListCoupons } from "@/lib/services/engagement";

export const GET = adminHandler(couponEndpoints.list, ({ query }) => adminListCoupons(query));
export const POST = adminHandler(couponEndpoints.create, ({ body, actor }) => adminCreateCoupon(body, actor));
