// GET /api/v1/goods-poster?id&locale — a product's share poster (PNG); revalidated by its ETag
import { handler } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/request-info";
import { untypedBody } from "@/lib/api/typed-response";
import { shareEndpoints } from "@/lib/api/endpoints/share";
import { goodsPoster } from "@/lib/services/share";

export const GET = handler(shareEndpoints.goodsPoster, async ({ req, query, locale }) => {
  const poster = await goodsPoster(query.id, query.locale ?? locale, requestOrigin(req));
  // Its URL stays while the product's price or name changes: the browser asks again, by its ETag.
  const headers = { etag: poster.etag, "cache-control": "no-cache", "x-content-type-options": "nosniff" };
  if (req.headers.get("if-none-match") === poster.etag)
    return untypedBody(new Response(null, { status: 304, headers }));
  return untypedBody(
    new Response(new Uint8Array(poster.png), {
      headers: { ...headers, "content-type": "image/png", "content-length": String(poster.png.length) },
    }),
  );
});
