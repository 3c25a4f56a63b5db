// POST /api/admin/v1/staff/{id}/password — a new password for an operator (their sessions end)
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { ApiError } from "@/lib/api/errors";
import { resetOperatorCredentials, staffView } from "@/lib/services/staff";

export const POST = adminHandler(staffEndpoints.resetPassword, async ({ params, body, actor, operator }) => {
  if (params.id === operator.id) throw new ApiError("FORBIDDEN", { key: "OWN_ACCOUNT" });
  const { operator: changed } = await resetOperatorCredentials(params.id, body.password, { ...actor }, {});
  return staffView(changed);
});
