// GET /api/admin/v1/content/lists/{tag} — a merchandising list in order; POST — replace it
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminGetTagList, adminSaveTagList } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.list, ({ params }) => adminGetTagList(params.tag));
export const POST = adminHandler(contentEndpoints.listSave, ({ params, body, actor }) =>
  adminSaveTagList(params.tag, body, actor),
);
