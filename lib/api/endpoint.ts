// An endpoint definition: method, path, auth, the zod schemas of its input and of its success body.
// Route handlers are built from it (lib/api/handler.ts, which type-checks what the handler returns
// against `response`) and /api/v1/openapi.json is generated from the list of them
// (lib/api/openapi.ts), so the documentation cannot drift from what is validated and answered.
import type { z } from "zod";

export type Auth = "required" | "optional" | "none";
export type Method = "GET" | "POST";
export type ApiPath = `/api/v1/${string}`;

/** A request body that is not JSON, as the document describes it: media type -> JSON Schema. */
export type RawBody = { description: string; content: Record<string, Record<string, unknown>> };

export type EndpointDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Auth = Auth,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
  P extends ApiPath = ApiPath,
> = {
  method: M;
  path: P;
  summary: string;
  tag: string;
  auth: A;
  query?: Q;
  body?: B;
  /** Query parameters a handler reads itself (signed provider parameters): documentation only. */
  queryDoc?: z.ZodType;
  /** A non-JSON body (multipart upload, provider notifications); read by the handler itself. */
  rawBody?: RawBody;
  /** Path template parameters, e.g. `{provider}`. */
  pathParams?: Record<string, { description: string; enum?: readonly string[] }>;
  /** The success body. */
  response: R;
  /** Success statuses; default [200]. */
  success?: readonly (200 | 201)[];
  /** A success body in the provider's own format instead of `response`: media type -> its schema. */
  responseMedia?: Record<string, z.ZodType>;
  /** Extra status codes this endpoint answers besides the success and the generic ones. */
  errors?: number[];
  /**
   * Takes an `Idempotency-Key` header: a repeated request with the same key answers the first
   * outcome instead of acting twice (lib/services/platform/idempotency.ts). Needs auth "required".
   */
  idempotent?: boolean;
  /**
   * Places an order: refused 409 SHOP_CLOSED until the owner opens the shop, except from a browser
   * signed in to the console (a trial purchase before opening; lib/services/shop assertShopTakesOrders).
   */
  placesOrder?: boolean;
};

/** Keeps the method and path as literal types: the browser's typed client (lib/client/api.ts) looks endpoints up by them. */
export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Auth = Auth,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
  P extends ApiPath = ApiPath,
>(def: EndpointDef<Q, B, A, R, M, P>): EndpointDef<Q, B, A, R, M, P> {
  return def;
}
