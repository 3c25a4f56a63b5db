// Calls real route handlers in process, as the API tests' client.
import { signToken } from "@/lib/auth/jwt";

type RouteHandler = (req: Request) => Promise<Response>;

export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  locale?: string;
};

export async function call<T = unknown>(
  routeHandler: RouteHandler,
  url: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { "x-locale": options.locale ?? "en", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const method = body === undefined ? "GET" : "POST";
  const res = await routeHandler(new Request(`http://localhost${url}`, { method, headers, body }));
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** A valid token for a user, without going through a login endpoint. */
export async function tokenFor(user: { id: number; tokenVersion?: number }): Promise<string> {
  return (await signToken(user.id, user.tokenVersion ?? 0)).token;
}
