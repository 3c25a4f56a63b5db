// POST /api/admin/v1/settings/payment-window — minutes an unpaid order waits, for new orders
import { adminHandler } from "@/lib/api/admin-handler";
import { settingsEndpoints } from "@/lib/api/admin-endpoints/settings";
import { adminSetPaymentWindow } from "@/lib/services/order";
import { paymentChannelStatus } from "@/lib/services/payment";

export const POST = adminHandler(settingsEndpoints.paymentWindow, async ({ body, actor }) => ({
  paymentWindow: await adminSetPaymentWindow(body.minutes, body.version, actor),
  channels: paymentChannelStatus(),
}));
