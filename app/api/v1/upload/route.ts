// POST /api/v1/upload — upload images (multipart/form-data), answers their records
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { uploadCategorySchema } from "@/lib/validation/account";
import { readUploadForm } from "@/lib/api/upload-form";
import { saveUploads } from "@/lib/services/account";

export const POST = handler(accountEndpoints.upload, async ({ req, user }) => {
  const { files, categoryId } = await readUploadForm(req);
  return saveUploads(user.id, files, uploadCategorySchema.parse(categoryId));
});
