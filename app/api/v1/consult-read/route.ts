// POST /api/v1/consult-read — the caller has seen the service's answers
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { markConsultRead } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.consultRead, ({ user }) => markConsultRead(user.id));
