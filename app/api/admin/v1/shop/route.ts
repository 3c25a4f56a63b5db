// GET /api/admin/v1/shop — the shop's profile, regions and languages
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { shopSettingsView } from "@/lib/services/shop";

export const GET = adminHandler(shopEndpoints.settings, () => shopSettingsView());
