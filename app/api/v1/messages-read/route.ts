// POST /api/v1/messages-read — mark one of the caller's messages read, or all
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { readMessages } from "@/lib/services/notices";

export const POST = handler(noticeEndpoints.read, ({ user, body }) => readMessages(user.id, body.id));
