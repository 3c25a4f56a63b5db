// GET /api/admin/v1/translations — side-by-side texts; POST — save one
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { listTranslations, saveTranslation } from "@/lib/services/catalogue";

export const GET = adminHandler(e.translations, ({ query }) => listTranslations(query));

export const POST = adminHandler(e.saveTranslation, ({ body, actor }) => saveTranslation(body, actor));
