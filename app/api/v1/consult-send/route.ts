// POST /api/v1/consult-send — post a question to the shop's service
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { sendConsultMessage } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.consultSend, ({ user, body }) => sendConsultMessage(user.id, body));
