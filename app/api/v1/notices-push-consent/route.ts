// POST /api/v1/notices-push-consent — the templates the shopper accepted in the mini-program
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { recordPushConsent } from "@/lib/services/notices";

export const POST = handler(noticeEndpoints.pushConsent, ({ user, body, locale }) =>
  recordPushConsent(user.id, body.templateIds, locale),
);
