// POST /api/admin/v1/me/totp/confirm — confirm the enrolment with a code from the app
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { confirmTotpEnrolment } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.totpConfirm, async ({ body, operator, actor }) => {
  await confirmTotpEnrolment(operator.id, operator.sessionId, body, actor);
  return { ok: true as const };
});
