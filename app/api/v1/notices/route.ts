// GET /api/v1/notices — the caller's standing notices
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { listNotices } from "@/lib/services/notices";

export const GET = handler(noticeEndpoints.list, ({ user, query, locale }) => listNotices(user.id, query, locale));
