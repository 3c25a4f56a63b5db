// POST /api/admin/v1/staff/{id}/status — disable or enable an operator, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { ApiError } from "@/lib/api/errors";
import { setOperatorDisabled, staffView } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.setStatus, async ({ params, body, actor, operator }) => {
  if (params.id === operator.id) throw new ApiError("FORBIDDEN", { key: "OWN_ACCOUNT" });
  return staffView(await setOperatorDisabled(params.id, body.disabled, actor, body.reason));
});
