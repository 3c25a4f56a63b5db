// Routes of the typed clients ("METHOD /path/{param}") made into URLs: the path parameters filled in from
// the input, the rest of a GET's input as its query. Shared by the shop's client (./api.ts) and the
// back office's (lib/admin-client/api.ts); no React, no fetch.
/** The route's method, its path with the path parameters filled in, and the input fields left. */
export function resolve<M extends string>(
  route: `${M} ${string}`,
  input: unknown,
): [M, string, Record<string, unknown>] {
  const rest: Record<string, unknown> = { ...(input as object) };
  const [method, template] = route.split(" ");
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return [method as M, path, rest];
}

/** A path with its query; undefined, null and "" fields are left out. */
export function withQuery(path: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
