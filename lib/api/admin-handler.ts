// The back-office route-handler wrapper, on the same machinery as the shopper's (lib/api/handler.ts:
// locale, zod parsing, the one error mapping). Before the handler runs, in this order:
//   1. the definition must declare its access (lib/api/admin-endpoint.ts); one that does not is refused;
//   2. a state-changing method must carry this site's Origin (and no cross-site Sec-Fetch-Site): 403;
//   3. the `mall_admin` session cookie must name a live session of an enabled operator: else 401. A
//      shopper's `Authorization: Bearer` token is never read here;
//   4. the operator's roles must hold the declared permission (one of them, when it lists several): else 403;
//   5. a body must be of a media type the definition declares (JSON unless `rawBody` says): else 415.
// Every answer is `no-store` and carries the request id that the audit rows of the request record.
import crypto from "node:crypto";
import type { z } from "zod";
import { ApiError } from "@/lib/domain/errors";
import { toErrorResponse } from "./errors";
import { assertBodyMediaType } from "./body";
import {
  accessGranted,
  ADMIN_COOKIE,
  declaredAccess,
  sessionTokenIn,
  STATE_CHANGING,
  type AdminEndpointDef,
} from "./admin-endpoint";
import { cookieLocale, json, queryObject, readJsonBody, type HandlerResult, type RequestContext } from "./handler";
import { env } from "@/lib/env";
import { localeFromRequest } from "@/lib/i18n/messages";
import type { AuditActor } from "@/lib/services/audit";
import { clientAddress } from "@/lib/api/request-info";
import { resolveSession, type SignedInOperator } from "@/lib/services/staff";

type InferParams<S> = [S] extends [undefined] ? undefined : z.output<NonNullable<S> & z.ZodType>;

export type AdminHandlerContext<D extends AdminEndpointDef> = RequestContext<D> & {
  /** The path's parameters, parsed by the definition's `params` schema. */
  params: InferParams<D["params"]>;
  operator: D extends { public: true } ? null : SignedInOperator;
  /** Who acts, for withAudit: the operator (or `anonymous` on a public endpoint), address, request id. */
  actor: AuditActor;
  client: { address: string; userAgent: string; requestId: string };
};

/** The forwarded scheme, only when the operator said proxies sit in front (lib/env.ts TRUSTED_PROXY_HOPS). */
function forwardedProto(req: Request): string | null {
  if (env().TRUSTED_PROXY_HOPS <= 0) return null;
  const proto = req.headers.get("x-forwarded-proto")?.split(",").pop()?.trim().toLowerCase();
  return proto === "https" || proto === "http" ? proto : null;
}

/** Served over https: the request itself, the configured public address, or a trusted proxy says so. */
export function servedOverHttps(req: Request): boolean {
  return (
    new URL(req.url).protocol === "https:" ||
    Boolean(env().PUBLIC_BASE_URL?.startsWith("https:")) ||
    forwardedProto(req) === "https"
  );
}

/**
 * The origins a change may come from: the address the browser sent it to (its Host header: a page of
 * another site cannot make a browser send this shop's Host with its own Origin), this request's URL,
 * the configured public one, the proxied one.
 */
function allowedOrigins(req: Request): Set<string> {
  const url = new URL(req.url);
  const origins = new Set([url.origin]);
  const host = req.headers.get("host");
  if (host && /^[A-Za-z0-9.:[\]-]+$/.test(host)) origins.add(`${url.protocol}//${host}`);
  const base = env().PUBLIC_BASE_URL;
  if (base) origins.add(new URL(base).origin);
  const proto = forwardedProto(req);
  if (proto) origins.add(`${proto}://${host ?? url.host}`);
  return origins;
}

/** A change must come from a page of this site: a missing, "null" or foreign Origin is refused. */
export function sameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  return allowedOrigins(req).has(origin);
}

/** The session token from the cookie (the first `mall_admin`), or null. */
export function sessionToken(req: Request): string | null {
  return sessionTokenIn(req.headers.get("cookie"));
}

function cookie(req: Request, value: string, maxAgeSeconds: number): string {
  const parts = [`${ADMIN_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${maxAgeSeconds}`];
  if (servedOverHttps(req)) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie for a new session, expiring with the session's absolute expiry. */
export function sessionCookie(req: Request, token: string, expiresAt: Date): string {
  return cookie(req, token, Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(req: Request): string {
  return cookie(req, "", 0);
}

export function adminHandler<D extends AdminEndpointDef>(
  def: D,
  fn: (ctx: AdminHandlerContext<D>) => Promise<HandlerResult<D>>,
) {
  const access = declaredAccess(def);
  return async (req: Request, route?: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    const locale = localeFromRequest(req.headers, cookieLocale(req));
    const requestId = crypto.randomUUID();
    const headers: Record<string, string> = { "x-request-id": requestId };
    try {
      if (access === null) throw new ApiError("FORBIDDEN", { key: "ADMIN_FORBIDDEN" });
      if (STATE_CHANGING.has(req.method.toUpperCase()) && !sameOrigin(req))
        throw new ApiError("FORBIDDEN", { key: "ADMIN_ORIGIN" });
      const client = { address: clientAddress(req.headers), userAgent: req.headers.get("user-agent") ?? "", requestId };
      let operator: SignedInOperator | null = null;
      if (access !== "public") {
        const token = sessionToken(req);
        operator = await resolveSession(token);
        if (!operator) {
          // A cookie that no longer opens anything is removed, so the console shows its login at once.
          if (token) headers["set-cookie"] = clearedSessionCookie(req);
          throw new ApiError("UNAUTHORIZED", { key: "ADMIN_SESSION_REQUIRED" });
        }
        if (!accessGranted(access, operator.permissions)) throw new ApiError("FORBIDDEN", { key: "ADMIN_FORBIDDEN" });
      }
      const actor: AuditActor = operator
        ? {
            actor: operator.username,
            operatorId: operator.id,
            roles: operator.roles,
            address: client.address,
            requestId,
          }
        : { actor: "anonymous", address: client.address, requestId };
      const url = new URL(req.url);
      const params = def.params ? def.params.parse((await route?.params) ?? {}) : undefined;
      const query = def.query ? def.query.parse(queryObject(url)) : undefined;
      assertBodyMediaType(def, req);
      const body = def.body ? def.body.parse(await readJsonBody(req)) : undefined;
      const ctx = { req, locale, params, query, body, operator, actor, client } as AdminHandlerContext<D>;
      const result = await fn(ctx);
      if (result instanceof Response) {
        for (const [k, v] of Object.entries(headers)) result.headers.set(k, v);
        result.headers.set("cache-control", "no-store");
        return result;
      }
      return json(result ?? { ok: true }, 200, headers);
    } catch (error) {
      const { status, body, headers: errorHeaders } = toErrorResponse(error, locale);
      return json(body, status, { ...errorHeaders, ...headers });
    }
  };
}
