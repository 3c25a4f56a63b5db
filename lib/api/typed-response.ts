// A Response that remembers the type of its body, so a handler that answers with a Response (a 201,
// cached JSON text) is type-checked against the endpoint's response schema like one that returns data.
declare const bodyType: unique symbol;
export type TypedResponse<T> = Response & { readonly [bodyType]: T };

/** For a body the type system cannot see (a provider's own acknowledgement format). */
export function untypedBody<T>(res: Response): TypedResponse<T> {
  return res as TypedResponse<T>;
}
