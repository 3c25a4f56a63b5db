// POST /api/admin/v1/group-rules/{id} — save an edit of a group rule made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { groupRuleEndpoints } from "@/lib/api/admin-endpoints/group";
import { adminUpdateGroupRule } from "@/lib/services/group";

export const POST = adminHandler(groupRuleEndpoints.update, ({ params, body, actor }) =>
  adminUpdateGroupRule(params.id, body, actor),
);
