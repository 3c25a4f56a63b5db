// POST /api/admin/v1/staff/{id}/status — disable or enable an operator, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { setStaffDisabled, staffView } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.setStatus, async ({ params, body, actor, operator }) =>
  staffView(
    await setStaffDisabled(params.id, body.disabled, body.reason, {
      ...actor,
      operatorId: operator.id,
      roles: operator.roles,
    }),
  ),
);
