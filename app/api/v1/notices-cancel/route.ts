// POST /api/v1/notices-cancel — cancel one of the caller's notices
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { cancelNotice } from "@/lib/services/notices";

export const POST = handler(noticeEndpoints.cancel, ({ user, body }) => cancelNotice(user.id, body.id));
