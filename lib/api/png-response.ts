// A drawn PNG (the share posters) as an answer: revalidated by its ETag — its URL stays while what it
// shows changes, so the browser asks again each time and gets 304 while nothing did.
import { untypedBody, type TypedResponse } from "./typed-response";

export function pngResponse(req: Request, png: { png: Buffer; etag: string }): TypedResponse<string> {
  const headers = { etag: png.etag, "cache-control": "no-cache", "x-content-type-options": "nosniff" };
  if (req.headers.get("if-none-match") === png.etag) return untypedBody(new Response(null, { status: 304, headers }));
  return untypedBody(
    new Response(new Uint8Array(png.png), {
      headers: { ...headers, "content-type": "image/png", "content-length": String(png.png.length) },
    }),
  );
}
