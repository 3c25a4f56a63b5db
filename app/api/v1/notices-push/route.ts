// GET /api/v1/notices-push — the subscribe-message templates the mini-program asks the shopper to accept
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { pushTemplates } from "@/lib/services/notices";

export const GET = handler(noticeEndpoints.pushTemplates, () => pushTemplates());
