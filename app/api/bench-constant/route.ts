// GET /api/bench-constant?bytes=N — for `npm run bench` only (bench/run.ts): the framework's ceiling,
// a bare route answering a constant JSON body of N bytes (the size of a product-list page), with no
// database and no wrapper. Answers 404 unless the server runs with MALL_BENCH=1.
import { env } from "@/lib/env";

const bodies = new Map<number, string>();

export function GET(req: Request): Response {
  if (env().MALL_BENCH !== "1") return new Response(null, { status: 404 });
  const requested = Number(new URL(req.url).searchParams.get("bytes"));
  const bytes = Number.isInteger(requested) ? Math.min(Math.max(requested, 16), 1 << 20) : 4096;
  let body = bodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ pad: "x".repeat(bytes - 10) });
    bodies.set(bytes, body);
  }
  return new Response(body, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
}
