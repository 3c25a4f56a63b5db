// GET /api/admin/v1/consult/{userId} — one thread; POST — answer it
import { adminHandler } from "@/lib/api/admin-handler";
import { consultEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminReadThread, answerConsult } from "@/lib/services/engagement";

export const GET = adminHandler(consultEndpoints.thread, ({ params }) => adminReadThread(params.userId));

export const POST = adminHandler(consultEndpoints.reply, async ({ params, body, actor }) => {
  const message = await answerConsult(params.userId, body.content, actor);
  return { ...message, sender: "service" as const };
});
