// GET /api/admin/v1/content/banners — the banners; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminListBanners, adminSaveBanner } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.bannersList, () => adminListBanners());
export const POST = adminHandler(contentEndpoints.bannersCreate, ({ body, actor }) =>
  adminSaveBanner(null, body, actor),
);
