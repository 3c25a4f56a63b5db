// GET /api/health/ready — readiness: the database really answers (connection, schema, a write,
// free space); 503 with Retry-After and the failed parts named otherwise (docs/reliability.md)
import { readiness } from "@/lib/services/platform";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const result = await readiness();
  const ready = result.status === "ready";
  return Response.json(result, {
    status: ready ? 200 : 503,
    headers: { "cache-control": "no-store", ...(ready ? {} : { "retry-after": "5" }) },
  });
}
