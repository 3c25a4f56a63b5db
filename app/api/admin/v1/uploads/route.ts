// POST /api/admin/v1/uploads — an operator's pictures (multipart), checked like a shopper's
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { readUploadForm } from "@/lib/api/upload-form";
import { saveOperatorUploads } from "@/lib/services/account";

export const POST = adminHandler(e.upload, async ({ req, operator, actor }) => {
  const { files } = await readUploadForm(req);
  const records = await saveOperatorUploads(operator.id, files, actor);
  return { rows: records.map((r) => ({ url: r.url, width: r.width, height: r.height })) };
});
