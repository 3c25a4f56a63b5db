// GET /media/<kind>/<id>[-<variant>].svg?e=<emoji>&t=<title> — the demo seed's pictures, drawn as SVG
// from the URL alone (lib/media/render.ts): no external image host, no binary files, no
// database query. Colours derive from kind and id, so an answer never changes: cached for 30 days.
// The same picture as .png (rasterised by lib/services/share) is for the messaging app's share cards,
// which show no SVG.
import { parseMediaRequest, renderMedia } from "@/lib/media/render";

const CACHE_CONTROL = "public, max-age=2592000, immutable";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });

export async function GET(req: Request, ctx: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  const { kind, file } = await ctx.params;
  const search = new URL(req.url).searchParams;
  if (file.endsWith(".png")) {
    // Loaded on the first PNG asked for: the rasteriser and its fonts are not needed for the SVGs every
    // page shows (measured: the first picture after a start took 75 ms with them loaded at once, 17 ms now).
    const { mediaPng } = await import("@/lib/services/share");
    const png = await mediaPng(kind, file, search);
    if (!png) return notFound();
    return new Response(new Uint8Array(png), {
      headers: { "content-type": "image/png", "cache-control": CACHE_CONTROL, "x-content-type-options": "nosniff" },
    });
  }
  const image = parseMediaRequest(kind, file, search);
  if (!image) return notFound();
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
