// GET /api/v1/consult-messages — a page of the caller's consult thread and the unread count
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listConsultMessages } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.consultMessages, ({ user, query }) =>
  listConsultMessages(user.id, query),
);
