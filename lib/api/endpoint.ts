// An endpoint definition: method, path, auth and the zod schemas of its input. Route handlers
// are built from it (lib/api/handler.ts) and /api/v1/openapi.json is generated from the list of
// them (lib/api/openapi.ts), so the documentation cannot drift from what is validated.
import type { z } from "zod";

export type Auth = "required" | "optional" | "none";

export type EndpointDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Auth = Auth,
> = {
  method: "GET" | "POST";
  path: `/api/v1/${string}`;
  summary: string;
  tag: string;
  auth: A;
  query?: Q;
  body?: B;
  /** Extra status codes this endpoint answers besides 200 and the generic ones. */
  errors?: number[];
};

export function endpoint<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, A extends Auth = Auth>(
  def: EndpointDef<Q, B, A>,
): EndpointDef<Q, B, A> {
  return def;
}
