// POST /api/v1/notices-subscribe — 到货通知 on a sold-out SKU, 降价通知 on a product
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { subscribeNotice } from "@/lib/services/notices";

export const POST = handler(noticeEndpoints.subscribe, ({ user, body, locale }) =>
  subscribeNotice(user.id, body, locale),
);
