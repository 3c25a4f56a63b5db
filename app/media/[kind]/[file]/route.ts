// GET /media/<kind>/<id>[-<variant>].svg?e=<emoji>&t=<title> — the demo images, drawn as SVG so the
// shop needs no external image host. Deterministic colours from the id; cached for 30 days (the
// specification's upload cache max-age).
const sizes: Record<string, [number, number]> = {
  product: [400, 400],
  banner: [750, 300],
  category: [120, 120],
  button: [96, 96],
  shop: [160, 160],
  activity: [750, 300],
  avatar: [120, 120],
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

export async function GET(req: Request, ctx: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await ctx.params;
  const size = sizes[kind];
  const match = /^([A-Za-z0-9_]{1,40})(?:-(\d{1,2}))?\.svg$/.exec(file);
  if (!size || !match) return new Response("Not found", { status: 404 });
  const url = new URL(req.url);
  const emoji = [...(url.searchParams.get("e") ?? (kind === "avatar" ? "👤" : "🛍️"))].slice(0, 4).join("");
  const title = (url.searchParams.get("t") ?? "").slice(0, 40);
  const [w, h] = size;
  const base = hue(`${kind}${match[1]}`) + Number(match[2] ?? 0) * 40;
  const c1 = `hsl(${base % 360} 70% 88%)`;
  const c2 = `hsl(${(base + 40) % 360} 65% 72%)`;
  const wide = w > h;
  const emojiSize = Math.round(Math.min(w, h) * (wide ? 0.45 : 0.5));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="${wide ? w * 0.78 : w / 2}" y="${h / 2}" font-size="${emojiSize}" text-anchor="middle" dominant-baseline="central">${escapeXml(emoji)}</text>
${title ? `<text x="${w * 0.06}" y="${h / 2}" font-size="${Math.round(h * 0.14)}" font-family="sans-serif" font-weight="bold" fill="#1f2937" dominant-baseline="central">${escapeXml(title)}</text>` : ""}
</svg>`;
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=2592000, immutable", "x-content-type-options": "nosniff" },
  });
}
