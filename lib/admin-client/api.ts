// The back office's typed client: `adminApi(route, input)` calls an endpoint of the admin registry
// (lib/api/admin-endpoints); input and result types are the registry's zod schemas', imported for
// their types only, so no schema reaches the browser. Routes are the constants of
// api-routes.generated.ts ("POST /api/admin/v1/orders/{id}/ship"); `{id}` is a field of the input.
"use client";

import type { z } from "zod";
import type { adminEndpoints } from "@/lib/api/admin-endpoints";
import type { AdminMethod } from "@/lib/api/admin-endpoint";
import { resolve, withQuery } from "@/lib/client/route-url";
import { adminFetch, type AdminRequestOptions } from "./fetcher";

type Registry = typeof adminEndpoints;
type AnyEndpoint = { [D in keyof Registry]: Registry[D][keyof Registry[D]] }[keyof Registry];
type RouteOf<E> = E extends { method: infer M extends AdminMethod; path: infer P extends string } ? `${M} ${P}` : never;

export type AdminRoute = RouteOf<AnyEndpoint>;
export type AdminGetRoute = Extract<AdminRoute, `GET ${string}`>;

type NoFields = Record<never, never>;
type EndpointAt<R extends AdminRoute> = Extract<
  AnyEndpoint,
  { method: R extends `${infer M} ${string}` ? M : never; path: R extends `${string} ${infer P}` ? P : never }
>;
type SchemaInput<S> = [S] extends [never] ? NoFields : S extends z.ZodType ? z.input<S> : NoFields;
type PathParams<P> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Record<Name, string | number> & PathParams<Rest>
  : NoFields;

export type AdminInput<R extends AdminRoute> = SchemaInput<NonNullable<EndpointAt<R>["query"]>> &
  SchemaInput<NonNullable<EndpointAt<R>["body"]>> &
  PathParams<EndpointAt<R>["path"]>;
export type AdminResult<R extends AdminRoute> = z.input<EndpointAt<R>["response"]>;

type InputArgs<R extends AdminRoute, Rest extends unknown[]> =
  NoFields extends AdminInput<R> ? [input?: AdminInput<R>, ...rest: Rest] : [input: AdminInput<R>, ...rest: Rest];

export type AdminApiOptions = Pick<AdminRequestOptions, "silent" | "noLoginRedirect">;

/** The URL of a GET route with its query: also the key its answer is cached under. */
export function adminUrl<R extends AdminGetRoute>(route: R, ...[query]: InputArgs<R, []>): string {
  const [, path, rest] = resolve(route, query);
  return withQuery(path, rest);
}

/** Calls the endpoint: GET sends the input as the query, POST and DELETE as the JSON body. */
export function adminApi<R extends AdminRoute>(
  route: R,
  ...[input, options]: InputArgs<R, [options?: AdminApiOptions]>
): Promise<AdminResult<R>> {
  const [method, path, rest] = resolve<AdminMethod>(route, input);
  return adminFetch<AdminResult<R>>(method === "GET" ? withQuery(path, rest) : path, {
    ...options,
    method,
    body: method === "GET" ? undefined : rest,
  });
}
