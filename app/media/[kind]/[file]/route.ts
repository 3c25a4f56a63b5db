// GET /media/<kind>/<id>[-<variant>].svg?e=<emoji>&t=<title> — the demo seed's pictures, drawn as SVG
// from the URL alone (lib/media/render.ts): no external image host, no binary files, no
// database query. Colours derive from kind and id, so an answer never changes: cached for 30 days.
import { parseMediaRequest, renderMedia } from "@/lib/media/render";

const CACHE_CONTROL = "public, max-age=2592000, immutable";

export async function GET(req: Request, ctx: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  const { kind, file } = await ctx.params;
  const image = parseMediaRequest(kind, file, new URL(req.url).searchParams);
  if (!image)
    return new Response("Not found", {
      status: 404,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    });
  return new Response(renderMedia(image), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": CACHE_CONTROL,
      "x-content-type-options": "nosniff",
      // Opened directly, an SVG is a document: it gets no scripts and no outside resources.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
