// Back-office test helpers: operators created straight in the database, sessions opened without the
// login endpoint, and a caller for the admin route handlers (cookie, Origin, any method).
import crypto from "node:crypto";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { ADMIN_COOKIE } from "@/lib/api/admin-endpoint";
import { createSession, newTotpSecret } from "@/lib/services/staff";
import { peerAddressHeader } from "@/lib/peer-address";

export const ORIGIN = "http://localhost";
export const TEST_OPERATOR_PASSWORD = "correct horse battery";

let passwordHash: Promise<string> | undefined;

type RouteHandler = (req: Request, route?: { params?: Promise<Record<string, string>> }) => Promise<Response>;

/** Who acts in service calls that tests make directly (shipping a fixture order, ...). */
export const testActor = { actor: "test:vitest", roles: ["test"] };

export type AdminCallOptions = {
  method?: "GET" | "POST" | "DELETE" | "PUT" | "PATCH";
  cookie?: string | null;
  /** Origin header; default this site's for changes, none for reads. `null`: send none. */
  origin?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  locale?: string;
  /** The route's path parameters (`[id]` folders), as Next hands them to the handler. */
  params?: Record<string, string>;
};

export async function adminCall<T = unknown>(handler: RouteHandler, url: string, options: AdminCallOptions = {}) {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { "x-locale": options.locale ?? "en", ...options.headers };
  const origin = options.origin === undefined ? (method === "GET" ? null : ORIGIN) : options.origin;
  if (origin) headers.origin = origin;
  if (options.cookie) headers.cookie = `${ADMIN_COOKIE}=${options.cookie}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const res = await handler(
    new Request(`${ORIGIN}${url}`, { method, headers, body }),
    options.params ? { params: Promise.resolve(options.params) } : undefined,
  );
  const text = await res.text();
  const isJson = (res.headers.get("content-type") ?? "").includes("json");
  return { status: res.status, body: (text && isJson ? JSON.parse(text) : text || null) as T, headers: res.headers };
}

const name = () => `op_${crypto.randomBytes(5).toString("hex")}`;

/** An operator row with the given roles (JSON text as stored; anything, to test unknown names too). */
export async function createTestOperator(
  options: { roles?: string[]; totp?: boolean; disabled?: boolean; demo?: boolean; username?: string } = {},
) {
  await dbReady();
  passwordHash ??= hashPassword(TEST_OPERATOR_PASSWORD);
  const totpSecret = options.totp ? newTotpSecret() : null;
  return db.operator.create({
    data: {
      username: options.username ?? name(),
      passwordHash: await passwordHash,
      totpSecret,
      roles: JSON.stringify(options.roles ?? ["viewer"]),
      disabled: options.disabled ?? false,
      demo: options.demo ?? false,
    },
  });
}

/** A live session for the operator: the cookie's token. */
export async function sessionFor(operatorId: number, now = new Date()): Promise<string> {
  return (await writeTransaction((tx) => createSession(tx, operatorId, { ip: "test", userAgent: "vitest" }, now)))
    .token;
}

/** An operator with a live session: the row and the cookie's token. */
export async function signedIn(roles: string[] = ["viewer"]) {
  const operator = await createTestOperator({ roles });
  return { operator, cookie: await sessionFor(operator.id) };
}

let counter = 0;
const peerHeader = peerAddressHeader();
/** A fresh client address per call site, so one test's rate limits do not leak into another's. */
export const freshAddress = () => ({ [peerHeader]: `10.9.${Math.floor(++counter / 250)}.${counter % 250}` });
