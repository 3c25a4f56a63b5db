// POST /api/admin/v1/me/totp — start enrolling an authenticator app
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { startTotpEnrolment } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.totpStart, ({ operator }) =>
  startTotpEnrolment(operator.id, operator.username),
);
