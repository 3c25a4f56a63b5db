// The registry's routes as types: "METHOD path" of every endpoint (lib/api/endpoints), imported for
// its types only. Its own file: the generated route table (api-routes.generated.ts) checks its
// constants against `Route`, and the typed client (api.ts) imports that table.
import type { endpoints } from "@/lib/api/endpoints";
import type { Method } from "@/lib/api/endpoint";

type Registry = typeof endpoints;
/** Every endpoint definition of the registry, as a union. */
export type AnyEndpoint = { [D in keyof Registry]: Registry[D][keyof Registry[D]] }[keyof Registry];
type RouteOf<E> = E extends { method: infer M extends Method; path: infer P extends string } ? `${M} ${P}` : never;

/** "METHOD path" of an endpoint of the registry. */
export type Route = RouteOf<AnyEndpoint>;
export type GetRoute = Extract<Route, `GET ${string}`>;
