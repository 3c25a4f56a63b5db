// The audit trail (issue 21, "Audit trail").
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { auditQuerySchema } from "@/lib/validation/admin";
import { auditPageSchema } from "@/lib/validation/responses/admin";

export const auditEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/audit",
    summary: "The audit trail, newest first; entity, entityId, actor and action filter by exact value",
    tag: "Audit",
    permission: "audit:read",
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
};
