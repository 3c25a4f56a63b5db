// GET, POST /api/admin/v1/shop/legal/{kind} — a legal page's text per locale, and saving it
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { legalDraft, saveLegalDraft } from "@/lib/services/shop";

export const GET = adminHandler(shopEndpoints.legal, ({ params }) => legalDraft(params.kind));
export const POST = adminHandler(shopEndpoints.legalSave, ({ params, body, actor }) =>
  saveLegalDraft(params.kind, body.text, body.version, actor),
);
