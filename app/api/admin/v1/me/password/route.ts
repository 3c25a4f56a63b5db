// POST /api/admin/v1/me/password — the signed-in operator's own password
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { changeOwnPassword } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.ownPassword, async ({ body, operator, actor }) => {
  await changeOwnPassword(operator.id, operator.sessionId, body.oldPassword, body.newPassword, actor);
  return { ok: true as const };
});
