// GET /api/v1/get-my-coupons — the caller's coupons on one tab (available / used / expired)
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listMyCouponsIn } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.getMyCoupons, ({ user, query, locale }) =>
  listMyCouponsIn(user.id, query, locale),
);
