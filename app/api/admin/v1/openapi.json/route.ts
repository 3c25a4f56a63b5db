// GET /api/admin/v1/openapi.json — the back-office API's OpenAPI 3.1 description, for signed-in operators
import { adminHandler } from "@/lib/api/admin-handler";
import { allAdminEndpoints } from "@/lib/api/admin-endpoints";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { adminOpenApiDocument } from "@/lib/api/openapi";

export const GET = adminHandler(staffEndpoints.openapi, async () => adminOpenApiDocument(allAdminEndpoints));
