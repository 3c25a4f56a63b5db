// POST /api/admin/v1/content/uploads — pictures for the home and its pages (the shop's upload checks)
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { readUploadForm } from "@/lib/api/upload-form";
import { saveOperatorUploads } from "@/lib/services/account";

export const POST = adminHandler(contentEndpoints.upload, async ({ req, operator }) => {
  const { files } = await readUploadForm(req);
  const saved = await saveOperatorUploads(operator.id, files);
  return { rows: saved.map((r) => ({ url: r.url, name: r.name, size: r.size, width: r.width, height: r.height })) };
});
