// GET /api/v1/messages-unread — how many of the caller's messages are unread
import { handler } from "@/lib/api/handler";
import { noticeEndpoints } from "@/lib/api/endpoints/notices";
import { unreadMessages } from "@/lib/services/notices";

export const GET = handler(noticeEndpoints.unread, ({ user }) => unreadMessages(user.id));
