// GET /api/v1/get-my-coupons — the caller's coupons on one tab (available / used / expired)
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listMyCoupons } from "@/lib/services/coupon";

export const GET = handler(engagementEndpoints.getMyCoupons, ({ user, query }) => listMyCoupons(user.id, query));
