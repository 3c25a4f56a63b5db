// The browser's table of API routes (lib/client/api-routes.generated.ts), written from the endpoint
// registry: one constant per endpoint, "METHOD path", named <domain><Operation> (cart.add -> cartAdd).
// Constants rather than one object so that a screen's bundle keeps only the routes it calls (unused
// exports are dropped; an object would travel whole). `npx tsx scripts/api-routes.ts` rewrites the
// file; client-routes.test.ts fails when it is stale.
import type { EndpointDef } from "./endpoint";
import type { AdminEndpointDef } from "./admin-endpoint";

export const CLIENT_ROUTES_FILE = "lib/client/api-routes.generated.ts";
/** The back office's table, for its typed client (lib/admin-client/api.ts). */
export const ADMIN_CLIENT_ROUTES_FILE = "lib/admin-client/api-routes.generated.ts";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function renderClientRoutes(registry: Record<string, Record<string, EndpointDef>>): string {
  return render(
    registry,
    [
      "// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.",
      "// Every API route the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.",
      'import type { Route } from "./route";',
    ],
    "Route",
    true,
  );
}

export function renderAdminClientRoutes(registry: Record<string, Record<string, AdminEndpointDef>>): string {
  return render(
    registry,
    [
      "// Generated from the admin endpoint registry (lib/api/admin-endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.",
      "// Every back-office API route the console calls, for its typed client (lib/admin-client/api.ts).",
      'import type { AdminRoute } from "./api";',
    ],
    "AdminRoute",
  );
}

function render(
  registry: Record<string, Record<string, { method: string; path: string; idempotent?: boolean }>>,
  lines: string[],
  type: string,
  listIdempotent = false,
): string {
  const idempotent: string[] = [];
  for (const [domain, defs] of Object.entries(registry)) {
    lines.push("");
    for (const [name, def] of Object.entries(defs)) {
      lines.push(`export const ${domain}${capitalize(name)} = "${def.method} ${def.path}" satisfies ${type};`);
      if (def.idempotent) idempotent.push(`${def.method} ${def.path}`);
    }
  }
  if (listIdempotent)
    lines.push(
      "",
      "/** Routes that take an Idempotency-Key: api.ts sends one per call and repeats the call with it after a network failure or a 503. */",
      "export const idempotentRoutes: ReadonlySet<string> = new Set([",
      ...idempotent.map((route) => `  "${route}",`),
      "]);",
    );
  return lines.join("\n") + "\n";
}
