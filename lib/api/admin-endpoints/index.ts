// Every back-office endpoint definition: /api/admin/v1/openapi.json and the permission-matrix test
// (tests/api/admin-permissions.test.ts) walk this list. Each domain keeps its own file.
import type { AdminEndpointDef } from "@/lib/api/admin-endpoint";
import { staffEndpoints } from "./staff";
import { auditEndpoints } from "./audit";

export const allAdminEndpoints: AdminEndpointDef[] = [
  ...Object.values(staffEndpoints),
  ...Object.values(auditEndpoints),
];
