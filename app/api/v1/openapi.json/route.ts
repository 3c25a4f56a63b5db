// GET /api/v1/openapi.json — the API's OpenAPI 3.1 description, generated from the zod schemas
import { allEndpoints } from "@/lib/api/endpoints";
import { openApiDocument } from "@/lib/api/openapi";

export function GET() {
  return Response.json(openApiDocument(allEndpoints), { headers: { "cache-control": "public, max-age=300" } });
}
