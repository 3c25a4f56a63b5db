// GET /api/admin/v1/settings/payment — the payment window and each provider's state (no secrets)
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { paymentWindowSetting } from "@/lib/services/order";
import { paymentChannelStatus } from "@/lib/services/payment";

export const GET = adminHandler(settingsEndpoints.payment, async () => ({
  paymentWindow: await paymentWindowSetting(),
  channels: paymentChannelStatus(),
}));
