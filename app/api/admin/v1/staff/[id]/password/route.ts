// POST /api/admin/v1/staff/{id}/password — a new password for an operator (their sessions end)
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { resetStaffPassword, staffView } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.resetPassword, async ({ params, body, actor, operator }) =>
  staffView(
    await resetStaffPassword(params.id, body.password, body.reason, {
      ...actor,
      operatorId: operator.id,
      roles: operator.roles,
    }),
  ),
);
