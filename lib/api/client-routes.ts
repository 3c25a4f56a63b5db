// The browser's tables of API routes (lib/client/routes/<domain>.generated.ts), written from the
// endpoint registry: one constant per endpoint, "METHOD path", named <domain><Operation> (cart.add ->
// cartAdd), one file per domain, and the routes that take an Idempotency-Key in a file of their own.
// One file per domain because the bundler keeps a module whole: a page that calls two catalogue routes
// would otherwise carry every route of the shop (2 kB of the goods page's budget).
// `npx tsx scripts/api-routes.ts` rewrites the files; client-routes.test.ts fails when one is stale.
import type { EndpointDef } from "./endpoint";
import type { AdminEndpointDef } from "./admin-endpoint";

/** The shop's tables: one file per domain, and `idempotent.generated.ts`. */
export const CLIENT_ROUTES_DIR = "lib/client/routes";
/** The back office's table, for its typed client (lib/admin-client/api.ts). */
export const ADMIN_CLIENT_ROUTES_FILE = "lib/admin-client/api-routes.generated.ts";

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The shop's route tables: file name (in CLIENT_ROUTES_DIR) -> its text. */
export function renderClientRoutes(registry: Record<string, Record<string, EndpointDef>>): Record<string, string> {
  const files: Record<string, string> = {};
  const idempotent: string[] = [];
  for (const [domain, defs] of Object.entries(registry)) {
    files[`${domain}.generated.ts`] = render(
      { [domain]: defs },
      [
        "// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.",
        `// The ${domain} routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.`,
        'import type { Route } from "../route";',
      ],
      "Route",
    );
    for (const def of Object.values(defs)) if (def.idempotent) idempotent.push(`${def.method} ${def.path}`);
  }
  files["idempotent.generated.ts"] = [
    "// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.",
    "",
    "/** Routes that take an Idempotency-Key: api.ts sends one per call and repeats the call with it after a network failure or a 503. */",
    "export const idempotentRoutes: ReadonlySet<string> = new Set([",
    ...idempotent.map((route) => `  "${route}",`),
    "]);",
    "",
  ].join("\n");
  return files;
}

/** The back office's table, as Prettier writes it (the options' lists are long). */
export async function renderAdminClientRoutes(
  registry: Record<string, Record<string, AdminEndpointDef>>,
): Promise<string> {
  const prettier = await import("prettier");
  const config = await prettier.resolveConfig(ADMIN_CLIENT_ROUTES_FILE);
  return prettier.format(renderAdminClientRoutesRaw(registry), { ...config, parser: "typescript" });
}

function renderAdminClientRoutesRaw(registry: Record<string, Record<string, AdminEndpointDef>>): string {
  const text = render(
    registry,
    [
      "// Generated from the admin endpoint registry (lib/api/admin-endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.",
      "// Every back-office API route the console calls, for its typed client (lib/admin-client/api.ts), and the",
      "// values each route's enumerated fields accept (its sorts, its filters' choices): the console's lists",
      "// and editors offer exactly these, never a copy (docs/decisions/035-console-frame.md).",
      'import type { AdminRoute } from "./api";',
    ],
    "AdminRoute",
  );
  const options: string[] = [];
  for (const [domain, defs] of Object.entries(registry))
    for (const [name, def] of Object.entries(defs)) {
      const fields = { ...enumFields(def.query), ...enumFields(def.body) };
      if (Object.keys(fields).length === 0) continue;
      options.push(`export const ${domain}${capitalize(name)}Options = ${JSON.stringify(fields)} as const;`);
    }
  return options.length ? `${text}\n${options.join("\n")}\n` : text;
}

/** Wrappers that leave a field's values as they are (optional, default, a pipe's input side). */
const WRAPPERS = new Set(["optional", "default", "prefault", "nullable", "pipe", "readonly"]);

type SchemaDef = { type: string; innerType?: Schema; in?: Schema; shape?: Record<string, Schema>; entries?: object };
type Schema = { def: SchemaDef };

/** The top-level fields of an object schema whose value is one of a list (z.enum), with the list. */
function enumFields(schema: unknown): Record<string, (string | number)[]> {
  let object = schema as Schema | undefined;
  while (object && WRAPPERS.has(object.def.type)) object = object.def.innerType ?? object.def.in;
  if (!object || object.def.type !== "object" || !object.def.shape) return {};
  const fields: Record<string, (string | number)[]> = {};
  for (const [key, field] of Object.entries(object.def.shape)) {
    let inner: Schema | undefined = field;
    while (inner && WRAPPERS.has(inner.def.type)) inner = inner.def.innerType ?? inner.def.in;
    if (inner?.def.type === "enum" && inner.def.entries) fields[key] = Object.values(inner.def.entries);
  }
  return fields;
}

function render(
  registry: Record<string, Record<string, { method: string; path: string }>>,
  lines: string[],
  type: string,
): string {
  for (const [domain, defs] of Object.entries(registry)) {
    lines.push("");
    for (const [name, def] of Object.entries(defs))
      lines.push(`export const ${domain}${capitalize(name)} = "${def.method} ${def.path}" satisfies ${type};`);
  }
  return lines.join("\n") + "\n";
}
