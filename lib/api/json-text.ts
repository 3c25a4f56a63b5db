// A JSON response from an already serialised body: cached catalogue answers keep their JSON text, so
// a cache hit costs no JSON.stringify. Same headers as json() in handler.ts.
export function jsonText(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });
}
