// JSON text that remembers the type it was serialised from: cached catalogue answers keep their JSON
// text, so a cache hit costs no JSON.stringify, and the route handler sending it (jsonText in
// lib/api/json-text.ts) is still checked against the endpoint's response schema.

declare const serialisedFrom: unique symbol;
/** JSON text of a value of type T. */
export type JsonText<T> = string & { readonly [serialisedFrom]: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
