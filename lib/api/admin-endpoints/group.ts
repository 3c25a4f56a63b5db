// Group-buying rules in the console (拼团, docs/decisions/040-group-buying.md). Changes need
// marketing:write and are audited in their transaction.
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { idParamsSchema } from "@/lib/validation/admin-orders";
import { adminGroupRuleQuerySchema, groupRuleCreateSchema, groupRuleUpdateSchema } from "@/lib/validation/admin-group";
import { adminGroupRulePageSchema, adminGroupRuleSchema } from "@/lib/validation/responses/admin-group";

const tag = "Marketing";

export const groupRuleEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/group-rules",
    summary: "Group-buying rules, newest first, on or off, with their groups by state",
    tag,
    permission: "marketing:write",
    query: adminGroupRuleQuerySchema,
    response: adminGroupRulePageSchema,
  }),
  create: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/group-rules",
    summary:
      "Creates a group rule of a product: its SKUs, the group price (below each SKU's price), 2–10 seats, hours to fill, seats per shopper, the window, on/off",
    tag,
    permission: "marketing:write",
    body: groupRuleCreateSchema,
    response: adminGroupRuleSchema,
  }),
  update: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/group-rules/{id}",
    summary:
      "Saves an edit made on `version`; groups opened before keep their size and end. 409: the version is stale (the answer's `current` is the record as saved now)",
    tag,
    permission: "marketing:write",
    params: idParamsSchema,
    body: groupRuleUpdateSchema,
    response: adminGroupRuleSchema,
    errors: [404, 409],
  }),
};
