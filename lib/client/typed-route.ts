// The typed-client machinery both browser clients share (docs/decisions/015-typed-api-client.md,
// 035-console-frame.md): given the union of a registry's endpoint definitions, a route "METHOD path"
// names one of them, and its input (query or body fields, plus the path's `{name}` parameters) and
// result (the response schema's input side, what the handlers are checked against) follow. The shop's
// client (./api.ts) and the console's (lib/admin-client/api.ts) instantiate these with their registry;
// the registries are imported for their types only, so no zod reaches a browser.
import type { z } from "zod";

/** The shape every registry's definitions share, as far as the client needs it. */
type AnyDef = { method: string; path: string; query?: unknown; body?: unknown; response: z.ZodType };

/** No fields: what an endpoint without query, body or path parameters takes. */
export type NoFields = Record<never, never>;

/** "METHOD path" of every definition in the union `E`. */
export type RouteOf<E> = E extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** The definition a route names. */
export type EndpointAt<E extends AnyDef, R extends string> = Extract<
  E,
  { method: R extends `${infer M} ${string}` ? M : never; path: R extends `${string} ${infer P}` ? P : never }
>;

/** The input side of a schema; nothing (an empty object) where the endpoint declares none. */
type SchemaInput<S> = [S] extends [never] ? NoFields : S extends z.ZodType ? z.input<S> : NoFields;

/** `{id}` in a path template is a field of the input, sent in the path; `V` is what the client accepts for it. */
type PathParams<P, V> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Record<Name, V> & PathParams<Rest, V>
  : NoFields;

/** What a route takes: its query (GET) or body fields, and its path parameters. */
export type RouteInput<E extends AnyDef, R extends string, V = string> = SchemaInput<
  NonNullable<EndpointAt<E, R>["query"]>
> &
  SchemaInput<NonNullable<EndpointAt<E, R>["body"]>> &
  PathParams<EndpointAt<E, R>["path"], V>;

/** What a route answers on success. */
export type RouteResult<E extends AnyDef, R extends string> = z.input<EndpointAt<E, R>["response"]>;

/** The input may be left out when every field of it is optional. */
export type InputArgs<I, Rest extends unknown[]> = NoFields extends I
  ? [input?: I, ...rest: Rest]
  : [input: I, ...rest: Rest];
