// A raw caller for route modules: any method, raw body and headers, and the response text kept as
// text (the fuzzer must see non-JSON error bodies rather than crash on them).
import fs from "node:fs";
import path from "node:path";
import { errorStatus } from "@/lib/api/errors";

export type RouteModule = Record<string, ((req: Request) => Promise<Response>) | unknown>;

const root = path.resolve(import.meta.dirname, "../..");

/** The route file for an OpenAPI path: /api/v1/payment-notify/{provider} -> app/api/v1/payment-notify/[provider]/route.ts */
export function routeFile(apiPath: string): string {
  return path.join(root, "app", apiPath.replace(/^\//, "").replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
}

export async function loadRoute(apiPath: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ routeFile(apiPath))) as RouteModule;
}

/** Every route file under app/api/v1, as API paths in the OpenAPI form. */
export function routeFilesOnDisk(): string[] {
  const base = path.join(root, "app", "api", "v1");
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts")
        out.push(
          "/" +
            path
              .relative(path.join(root, "app"), dir)
              .split(path.sep)
              .join("/")
              .replace(/\[(\w+)\]/g, "{$1}"),
        );
    }
  };
  walk(base);
  return out.sort();
}

export type Sent = { status: number; text: string; headers: Headers };

export async function send(
  fn: (req: Request) => Promise<Response>,
  method: string,
  url: string,
  options: { token?: string; body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { "x-locale": "en", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const res = await fn(
    new Request(`http://localhost${url}`, { method, headers, body: method === "GET" ? undefined : options.body }),
  );
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** Why a response breaks the error contract, or null: no 5xx, and a 4xx body is { code, message, fields? }. */
export function contractViolation(res: Sent): string | null {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 300)}`;
  if (res.status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `status ${res.status} with a non-JSON body: ${res.text.slice(0, 120)}`;
  }
  const b = body as { code?: unknown; message?: unknown; fields?: unknown };
  if (typeof b !== "object" || b === null) return `status ${res.status}: body is not an object`;
  if (typeof b.code !== "string" || !(b.code in errorStatus))
    return `status ${res.status}: bad code ${JSON.stringify(b.code)}`;
  if (typeof b.message !== "string" || !b.message) return `status ${res.status}: missing message`;
  if (
    b.fields !== undefined &&
    (typeof b.fields !== "object" || Object.values(b.fields as object).some((v) => typeof v !== "string"))
  )
    return `status ${res.status}: fields not a string map`;
  const extra = Object.keys(b).filter((k) => !["code", "message", "fields"].includes(k));
  if (extra.length) return `status ${res.status}: unexpected keys ${extra.join(",")}`;
  return null;
}
