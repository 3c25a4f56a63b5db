// The typed client: `api(route, input)` calls an endpoint of the registry (lib/api/endpoints) and its
// input and result types are the registry's zod schemas' — `z.input` of the query or body, `z.input`
// of the response, which is what the route handlers are type-checked against (lib/api/handler.ts).
// Routes are the constants of api-routes.generated.ts ("POST /api/v1/cart-add"), written from the
// registry; the registry itself is imported for its types only, so no zod and no schema reaches the
// browser (docs/decisions/015-typed-api-client.md). Requests follow the fetcher's rules (fetcher.ts).
"use client";

import { apiFetch, newIdempotencyKey, type RequestOptions } from "./fetcher";
import { idempotentRoutes } from "./routes/idempotent.generated";
import type { Method } from "@/lib/api/endpoint";
import type { AnyEndpoint, GetRoute, Route } from "./route";
import { resolve, withQuery } from "./route-url";
import type { InputArgs as Args, RouteInput, RouteResult } from "./typed-route";

type InputArgs<R extends Route, Rest extends unknown[]> = Args<Input<R>, Rest>;

export { withQuery };
export type { GetRoute, Route };

/** What a route takes: its query (GET) or body (POST) fields, and its path parameters. */
export type Input<R extends Route> = RouteInput<AnyEndpoint, R>;
/** What a route answers on success. */
export type Result<R extends Route> = RouteResult<AnyEndpoint, R>;

export type ApiOptions = Pick<RequestOptions, "silent" | "noLoginRedirect" | "signal">;

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
