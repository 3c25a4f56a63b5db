// A JSON response from an already serialised body: cached catalogue answers keep their JSON text, so
// a cache hit costs no JSON.stringify. Same headers as json() in handler.ts. The text carries the
// type it was serialised from, so the route handler is still checked against the endpoint's
// response schema.
import type { TypedResponse } from "./typed-response";

declare const serialisedFrom: unique symbol;
/** JSON text of a value of type T. */
export type JsonText<T> = string & { readonly [serialisedFrom]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function jsonText<T>(body: JsonText<T>, status = 200): TypedResponse<T> {
  return new Response(body, { status, headers: { "content-type": "application/json", "cache-control": "no-store" } }) as TypedResponse<T>;
}
