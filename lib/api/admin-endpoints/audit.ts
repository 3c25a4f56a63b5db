// The audit trail (issue 21, "Audit trail").
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { auditQuerySchema } from "@/lib/validation/admin";
import { auditFacetsSchema, auditPageSchema } from "@/lib/validation/responses/admin";

export const auditEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/audit",
    summary:
      "The audit trail, newest first; entity, entityId, actor and action filter by exact value, from/to by day on the shop's clock",
    tag: "Audit",
    permission: "audit:read",
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  facets: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/audit/facets",
    summary: "Every actor and action the trail holds (the audit screen's filters offer these)",
    tag: "Audit",
    permission: "audit:read",
    response: auditFacetsSchema,
  }),
};
