// Reading an upload request (POST /api/v1/upload): a multipart/form-data body, size-capped while it is
// read (lib/api/body.ts), its `file` entries and `categoryId` handed to the upload service as bytes.
import { ApiError } from "@/lib/domain/errors";
import { readBodyCapped } from "./body";
import { maxUploadRequestBytes, uploadTooLarge, type IncomingFile } from "@/lib/services/account";

/** Reads the multipart body's `file` entries (and `categoryId`). */
export async function readUploadForm(req: Request): Promise<{ files: IncomingFile[]; categoryId?: string }> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
  const body = await readBodyCapped(req, maxUploadRequestBytes(), uploadTooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("BAD_REQUEST", { key: "UPLOAD_NO_FILE" });
  }
  const files: IncomingFile[] = [];
  for (const entry of form.getAll("file")) {
    if (typeof entry === "string") continue;
    files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  const category = form.get("categoryId");
  return { files, categoryId: typeof category === "string" && category ? category : undefined };
}
