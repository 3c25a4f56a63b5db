// The typed client: `api(route, input)` calls an endpoint of the registry (lib/api/endpoints) and its
// input and result types are the registry's zod schemas' — `z.input` of the query or body, `z.input`
// of the response, which is what the route handlers are type-checked against (lib/api/handler.ts).
// Routes are the constants of api-routes.generated.ts ("POST /api/v1/cart-add"), written from the
// registry; the registry itself is imported for its types only, so no zod and no schema reaches the
// browser (docs/decisions/015-typed-api-client.md). Requests follow the fetcher's rules (fetcher.ts).
"use client";

import type { z } from "zod";
import { apiFetch, newIdempotencyKey, type RequestOptions } from "./fetcher";
import { idempotentRoutes } from "./api-routes.generated";
import type { Method } from "@/lib/api/endpoint";
import type { AnyEndpoint, GetRoute, Route } from "./route";
import { resolve, withQuery } from "./route-url";

export { withQuery };
export type { GetRoute, Route };

/** No fields: what an endpoint without query, body or path parameters takes. */
type NoFields = Record<never, never>;
type EndpointAt<R extends Route> = Extract<
  AnyEndpoint,
  { method: R extends `${infer M} ${string}` ? M : never; path: R extends `${string} ${infer P}` ? P : never }
>;
/** The input side of a schema; nothing (an empty object) where the endpoint declares none. */
type SchemaInput<S> = [S] extends [never] ? NoFields : S extends z.ZodType ? z.input<S> : NoFields;
/** `{provider}` in a path template is a field of the input, sent in the path. */
type PathParams<P> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Record<Name, string> & PathParams<Rest>
  : NoFields;

/** What a route takes: its query (GET) or body (POST) fields, and its path parameters. */
export type Input<R extends Route> = SchemaInput<NonNullable<EndpointAt<R>["query"]>> &
  SchemaInput<NonNullable<EndpointAt<R>["body"]>> &
  PathParams<EndpointAt<R>["path"]>;
/** What a route answers on success. */
export type Result<R extends Route> = z.input<EndpointAt<R>["response"]>;

export type ApiOptions = Pick<RequestOptions, "silent" | "noLoginRedirect" | "signal">;
/** The input may be left out when every field of it is optional. */
type InputArgs<R extends Route, Rest extends unknown[]> =
  NoFields extends Input<R> ? [input?: Input<R>, ...rest: Rest] : [input: Input<R>, ...rest: Rest];

/** The URL of a GET route with its query: the key its answer is cached under (SWR, lib/client/resource.ts). */
export function apiUrl<R extends GetRoute>(route: R, ...[query]: InputArgs<R, []>): string {
  return urlOf(route, query);
}

/** apiUrl for the client's generic hooks (swr.ts, use-paged-list.ts), which type the query themselves. */
export function urlOf(route: Route, query: unknown): string {
  const [, path, rest] = resolve(route, query);
  return withQuery(path, rest);
}

/** Calls the endpoint: GET sends the input as the query, POST as the JSON body. */
export function api<R extends Route>(
  route: R,
  ...[input, options]: InputArgs<R, [options?: ApiOptions]>
): Promise<Result<R>> {
  const [method, path, rest] = resolve<Method>(route, input);
  // A write that takes an Idempotency-Key gets one per call, kept across its retries (fetcher.ts).
  const idempotent = idempotentRoutes.has(route) ? { idempotencyKey: newIdempotencyKey(), retries: WRITE_RETRIES } : {};
  return apiFetch<Result<R>>(method === "GET" ? withQuery(path, rest) : path, {
    ...options,
    ...idempotent,
    method,
    body: method === "GET" ? undefined : rest,
  });
}

/** How many times a write with an Idempotency-Key is repeated after a network failure or a 503. */
export const WRITE_RETRIES = 2;
