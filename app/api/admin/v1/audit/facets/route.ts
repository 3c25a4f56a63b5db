// GET /api/admin/v1/audit/facets — every actor and action the trail holds (the audit screen's filters)
import { adminHandler } from "@/lib/api/admin-handler";
import { auditEndpoints } from "@/lib/api/admin-endpoints/audit";
import { auditFacets } from "@/lib/services/audit";

export const GET = adminHandler(auditEndpoints.facets, () => auditFacets());
