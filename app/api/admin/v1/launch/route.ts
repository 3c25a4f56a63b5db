// GET /api/admin/v1/launch — the launch checklist and whether the shop is open
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { launchChecklist } from "@/lib/services/shop";

export const GET = adminHandler(shopEndpoints.checklist, () => launchChecklist());
