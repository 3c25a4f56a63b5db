// A JSON response from an already serialised body (lib/text/json-text.ts): cached catalogue answers
// keep their JSON text, so a cache hit costs no JSON.stringify. Same headers as json() in handler.ts.
// The text carries the type it was serialised from, so the route handler is still checked against
// the endpoint's response schema.
import type { JsonText } from "@/lib/text/json-text";
import type { TypedResponse } from "./typed-response";

export function jsonText<T>(body: JsonText<T>, status = 200): TypedResponse<T> {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  }) as TypedResponse<T>;
}
