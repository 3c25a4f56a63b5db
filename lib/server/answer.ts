// How the server entry (./entry.ts) reads a Node request and writes the answers it gives itself, before
// Next: the path as the client sent it, the headers as a Web Headers object (for the API's shared
// guards and the caller's language), and answers carrying the same headers Next would have added for
// that path (lib/security-headers.ts).
import type http from "node:http";
import { headersFor } from "@/lib/security-headers";

/** The request's path as sent (no query, not normalised: a disguise is judged on what the client wrote). */
export function pathOf(req: http.IncomingMessage): string {
  const target = (req.url ?? "/").split("?")[0];
  if (target.startsWith("/")) return target;
  // The absolute form (`GET http://host/path HTTP/1.1`), which a proxy may send.
  return URL.canParse(target) ? new URL(target).pathname : target;
}

/** The request's headers as a Web Headers object. */
export function webHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** Writes `body` with `status`: the site's headers for the request's path, then the answer's own. */
export function answer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...headersFor(pathOf(req)), ...headers, "content-length": String(Buffer.byteLength(body)) });
  res.end(body);
}

/** Writes a Web Response (the API's shared guards build them) the same way. */
export async function answerResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
): Promise<void> {
  const text = await response.text();
  answer(req, res, response.status, text, Object.fromEntries(response.headers));
}
