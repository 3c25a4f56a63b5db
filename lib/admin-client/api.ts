// The back office's typed client: `adminApi(route, input)` calls an endpoint of the admin registry
// (lib/api/admin-endpoints). Its types come from the machinery the shop's client uses too
// (lib/client/typed-route.ts), given this registry, imported for its types only, so no schema reaches
// the browser. Routes are the constants of api-routes.generated.ts ("POST /api/admin/v1/orders/{id}/ship");
// `{id}` is a field of the input.
"use client";

import type { adminEndpoints } from "@/lib/api/admin-endpoints";
import type { AdminMethod } from "@/lib/api/admin-endpoint";
import { resolve, withQuery } from "@/lib/client/route-url";
import type { InputArgs as Args, RouteInput, RouteOf, RouteResult } from "@/lib/client/typed-route";
import { adminFetch, type AdminRequestOptions } from "./fetcher";

type Registry = typeof adminEndpoints;
type AnyEndpoint = { [D in keyof Registry]: Registry[D][keyof Registry[D]] }[keyof Registry];

export type AdminRoute = RouteOf<AnyEndpoint>;
export type AdminGetRoute = Extract<AdminRoute, `GET ${string}`>;
/** What a route takes; a path parameter may be a number (the console's ids are). */
export type AdminInput<R extends AdminRoute> = RouteInput<AnyEndpoint, R, string | number>;
export type AdminResult<R extends AdminRoute> = RouteResult<AnyEndpoint, R>;
type InputArgs<R extends AdminRoute, Rest extends unknown[]> = Args<AdminInput<R>, Rest>;

export type AdminApiOptions = Pick<AdminRequestOptions, "silent" | "noLoginRedirect">;

/** The URL of a GET route with its query: also the key its answer is cached under. */
export function adminUrl<R extends AdminGetRoute>(route: R, ...[query]: InputArgs<R, []>): string {
  const [, path, rest] = resolve(route, query);
  return withQuery(path, rest);
}

/** Calls the endpoint: GET sends the input as the query, POST and DELETE as the JSON body (FormData as multipart). */
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
