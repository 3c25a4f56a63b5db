// GET /api/admin/v1/settings/notice-push — how notices reach shoppers beyond the centre; POST — set it
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { noticePushView, saveNoticePushSettings } from "@/lib/services/notices";

export const GET = adminHandler(settingsEndpoints.noticePush, () => noticePushView());
export const POST = adminHandler(settingsEndpoints.saveNoticePush, ({ body, actor }) =>
  saveNoticePushSettings(body, actor),
);
