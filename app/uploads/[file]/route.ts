// GET /uploads/<file_id>.<ext> — serves files stored by the local upload provider. Names are random
// and never reused, so the answer may be cached for the specification's 30 days.
import { readLocalUpload, UPLOAD_CACHE_SECONDS } from "@/lib/services/account";

export async function GET(_req: Request, { params }: RouteContext<"/uploads/[file]">) {
  const { file } = await params;
  const stored = await readLocalUpload(file);
  if (!stored)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "content-security-policy": "default-src 'none'" },
    });
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      "content-type": stored.mime,
      "content-length": String(stored.bytes.byteLength),
      "cache-control": `public, max-age=${UPLOAD_CACHE_SECONDS}, immutable`,
      // The bytes were checked to be an image; never let a browser guess otherwise.
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}
