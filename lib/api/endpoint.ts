// An endpoint definition: method, path, auth, the zod schemas of its input and of its success body.
// Route handlers are built from it (lib/api/handler.ts, which type-checks what the handler returns
// against `response`) and /api/v1/openapi.json is generated from the list of them
// (lib/api/openapi.ts), so the documentation cannot drift from what is validated and answered.
import type { z } from "zod";

export type Auth = "required" | "optional" | "none";

/** A request body that is not JSON, as the document describes it: media type -> JSON Schema. */
export type RawBody = { description: string; content: Record<string, Record<string, unknown>> };

export type EndpointDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Auth = Auth,
  R extends z.ZodType = z.ZodType,
> = {
  method: "GET" | "POST";
  path: `/api/v1/${string}`;
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
};

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Auth = Auth,
  R extends z.ZodType = z.ZodType,
>(def: EndpointDef<Q, B, A, R>): EndpointDef<Q, B, A, R> {
  return def;
}
