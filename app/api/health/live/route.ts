// GET /api/health/live — liveness: the process answers; touches nothing (docs/reliability.md)
import { liveness } from "@/lib/services/platform";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json(liveness(), { headers: { "cache-control": "no-store" } });
}
