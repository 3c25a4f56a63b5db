// The route-handler wrapper: locale, auth, input parsing by the endpoint's zod schemas, and the one
// error mapping. Handlers return plain data (sent as JSON 200) or a TypedResponse; either way
// TypeScript checks it against the endpoint's response schema.
import type { z } from "zod";
import { ApiError } from "@/lib/domain/errors";
import { toErrorResponse } from "./errors";
import type { EndpointDef } from "./endpoint";
import { assertBodyMediaType, assertMediaType, JSON_MEDIA_TYPES, readBodyCapped } from "./body";
import type { TypedResponse } from "./typed-response";
import { bearerToken, resolveCaller, type AuthUser } from "@/lib/auth/current-user";
import { verifyTokenNow } from "@/lib/auth/jwt";
import { checkIdempotencyKey, runIdempotent } from "@/lib/services/platform";
import { assertShopTakesOrders } from "@/lib/services/shop";
import { sessionTokenIn } from "./admin-endpoint";
import { localeFromRequest } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

// `query`/`body` are typed from the schemas when the endpoint declares them, else undefined.
type Infer<S> = [S] extends [undefined] ? undefined : z.output<NonNullable<S> & z.ZodType>;

/** What a handler may answer: data of the endpoint's response schema, or a Response carrying it. */
export type HandlerResult<D extends Pick<EndpointDef, "response">> =
  z.input<D["response"]> | TypedResponse<z.input<D["response"]>>;

/** What every handler gets, the shopper's and the back office's (lib/api/admin-handler.ts). */
export type RequestContext<D extends Pick<EndpointDef, "query" | "body">> = {
  req: Request;
  locale: Locale;
  query: Infer<D["query"]>;
  body: Infer<D["body"]>;
};

export type HandlerContext<D extends EndpointDef> = RequestContext<D> & {
  user: D["auth"] extends "required" ? AuthUser : AuthUser | null;
};

export const REFRESHED_TOKEN_HEADER = "x-refreshed-token";
/** Seconds until the refreshed token expires; the client stores it with the token. */
export const REFRESHED_TOKEN_EXPIRES_HEADER = "x-refreshed-token-expires-in";
export const MAX_BODY_BYTES = 1024 * 1024;
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** On an answer that repeats the first outcome of an Idempotency-Key. */
export const IDEMPOTENCY_REPLAYED_HEADER = "idempotency-replayed";

// NUL and unpaired UTF-16 surrogates are not text anyone types; SQLite's driver fails on them deep
// inside a query (a 500), so they are refused here as bad input.
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    if (values.some((v) => NOT_TEXT.test(v))) throw new ApiError("BAD_REQUEST");
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export async function readJsonBody(req: Request): Promise<unknown> {
  // Counted in bytes on the wire, refused by Content-Length or as soon as the stream passes the limit.
  // Read before its media type is judged: a refused body is then off the connection, which stays usable.
  const bytes = await readBodyCapped(req, MAX_BODY_BYTES);
  if (bytes.length > 0) assertMediaType(req, JSON_MEDIA_TYPES);
  const text = bytes.toString("utf8");
  if (!text.trim()) return {};
  let parsed: unknown;
  let badText = false;
  try {
    parsed = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === "string" && NOT_TEXT.test(value)) badText = true;
      return value;
    });
  } catch {
    throw new ApiError("BAD_REQUEST", { key: "INVALID_JSON" });
  }
  if (badText) throw new ApiError("BAD_REQUEST");
  return parsed;
}

export function cookieLocale(req: Request): string | undefined {
  const cookie = req.headers.get("cookie") ?? "";
  return /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(cookie)?.[1];
}

export function json<T>(data: T, status = 200, headers?: HeadersInit): TypedResponse<T> {
  return Response.json(data, { status, headers: { "cache-control": "no-store", ...headers } }) as TypedResponse<T>;
}

/**
 * Runs before the caller's account is read and before the Idempotency-Key's record, around the rest
 * of the request (`next`): it may refuse (throw an ApiError) or let the request wait its turn. `userId`
 * is the subject of a token whose signature and expiry were checked, not yet its account (which may
 * have been disabled since), so an admission may only answer what reveals nothing the caller may not
 * see and changes nothing — a flash sale not started or sold out (lib/services/order/flash-admit.ts) — and
 * a crowd is then answered without a database round trip each. Requests without a valid token skip it
 * (the usual way answers them 401).
 */
export type Admission<D extends EndpointDef> = (
  ctx: RequestContext<D> & { userId: number },
  next: () => Promise<Response>,
) => Promise<Response>;

export type HandlerOptions<D extends EndpointDef> = { admit?: Admission<D> };

type Parsed<D extends EndpointDef> = { query: Infer<D["query"]>; body: Infer<D["body"]> };

function parseInput<D extends EndpointDef>(def: D, req: Request): Promise<Parsed<D>> | Parsed<D> {
  const query = (def.query ? def.query.parse(queryObject(new URL(req.url))) : undefined) as Infer<D["query"]>;
  assertBodyMediaType(def, req);
  if (!def.body) return { query, body: undefined as Infer<D["body"]> };
  return readJsonBody(req).then((raw) => ({ query, body: def.body!.parse(raw) as Infer<D["body"]> }));
}

export function handler<D extends EndpointDef>(
  def: D,
  fn: (ctx: HandlerContext<D>) => Promise<HandlerResult<D>>,
  options: HandlerOptions<D> = {},
) {
  return async (req: Request): Promise<Response> => {
    const locale = localeFromRequest(req.headers, cookieLocale(req));
    const extraHeaders: Record<string, string> = {};

    /** Everything after the admission: the caller's account, the inputs, the idempotency record, the work. */
    const answer = async (parsed: Parsed<D> | null): Promise<Response> => {
      let user: AuthUser | null = null;
      if (def.auth !== "none") {
        const caller = await resolveCaller(req.headers);
        if (caller === "invalid") throw new ApiError("UNAUTHORIZED", { key: "TOKEN_INVALID" });
        if (!caller && def.auth === "required") throw new ApiError("UNAUTHORIZED");
        if (caller) {
          user = caller.user;
          if (caller.refreshedToken) {
            extraHeaders[REFRESHED_TOKEN_HEADER] = caller.refreshedToken.token;
            extraHeaders[REFRESHED_TOKEN_EXPIRES_HEADER] = String(caller.refreshedToken.expiresIn);
          }
        }
      }
      if (def.placesOrder) await assertShopTakesOrders(sessionTokenIn(req.headers.get("cookie")));
      // Inputs the admission parsed are not parsed again (a body can be read once).
      const { query, body } = parsed ?? (await parseInput(def, req));
      const work = () => fn({ req, locale, query, body, user } as HandlerContext<D>);
      let result: HandlerResult<D>;
      if (def.idempotent && user) {
        // Order placement, cancel, pay, after-sales, review: see lib/services/platform/idempotency.ts.
        const key = checkIdempotencyKey(req.headers.get(IDEMPOTENCY_KEY_HEADER));
        const outcome = await runIdempotent(
          { userId: user.id, endpoint: def.path, key, request: { query, body } },
          work,
        );
        if (outcome.kind === "replayed")
          return json(outcome.body, outcome.status, { ...extraHeaders, [IDEMPOTENCY_REPLAYED_HEADER]: "true" });
        if (outcome.kind === "committed") {
          // The write is committed; a later step failed. Answer what the transaction wrote, never an
          // error that would make the shopper believe nothing happened.
          console.warn("[api] answered from the committed outcome after a later step failed", outcome.error);
          return json(outcome.result, 200, extraHeaders);
        }
        result = outcome.result;
      } else {
        result = await work();
      }
      if (result instanceof Response) {
        for (const [k, v] of Object.entries(extraHeaders)) result.headers.set(k, v);
        return result;
      }
      return json(result ?? { ok: true }, 200, extraHeaders);
    };

    try {
      if (!options.admit || def.auth === "none") return await answer(null);
      const token = bearerToken(req.headers);
      // Synchronous (node:crypto): the admission decides for a crowd; answer() verifies again with jose.
      const claims = token ? verifyTokenNow(token) : null;
      if (!claims) return await answer(null);
      const parsed = await parseInput(def, req);
      return await options.admit({ req, locale, ...parsed, userId: claims.userId }, () => answer(parsed));
    } catch (error) {
      const { status, body, headers: errorHeaders } = toErrorResponse(error, locale);
      const headers: Record<string, string> = { ...extraHeaders, ...errorHeaders };
      if (status === 401) headers["www-authenticate"] = 'Bearer realm="mall"';
      return json(body, status, headers);
    }
  };
}
