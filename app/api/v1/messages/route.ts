// GET /api/v1/messages — the caller's message centre with the unread count
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { listMessages } from "@/lib/services/notices";

export const GET = handler(noticeEndpoints.messages, ({ user, query, locale }) => listMessages(user.id, query, locale));
