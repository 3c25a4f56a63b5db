// GET /api/admin/v1/audit — the audit trail, filtered by entity, entity id, actor and action
import { adminHandler } from "@/lib/api/admin-handler";
import { auditEndpoints } from "@/lib/api/admin-endpoints/audit";
import { listAudit } from "@/lib/services/audit";

export const GET = adminHandler(auditEndpoints.list, ({ query: { pageIndex, pageSize, ...filter } }) =>
  listAudit(filter, { pageIndex, pageSize }),
);
