// GET /api/admin/v1/group-rules — group-buying rules; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { groupRuleEndpoints } from "@/lib/api/admin-endpoints/group";
import { adminCreateGroupRule, adminListGroupRules } from "@/lib/services/group";

export const GET = adminHandler(groupRuleEndpoints.list, ({ query }) => adminListGroupRules(query));
export const POST = adminHandler(groupRuleEndpoints.create, ({ body, actor }) => adminCreateGroupRule(body, actor));
