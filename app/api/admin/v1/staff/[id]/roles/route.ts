// POST /api/admin/v1/staff/{id}/roles — replace an operator's roles, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { setOperatorRoles, staffView } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.setRoles, async ({ params, body, actor, operator }) =>
  staffView(
    await setOperatorRoles(params.id, body.roles, body.reason, {
      ...actor,
      operatorId: operator.id,
      roles: operator.roles,
    }),
  ),
);
