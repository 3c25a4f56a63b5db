// POST /api/v1/sandbox-decide — the shopper pays or cancels in the sandbox, which then notifies us
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { sandboxDecide, deliverSandboxNotification, notifyBaseUrl } from "@/lib/services/payment";

export const POST = handler(paymentEndpoints.sandboxDecide, async ({ body }) => {
  const { orderId, decision, notification } = await sandboxDecide(body.no, body.sig, body.decision);
  const delivered = await deliverSandboxNotification(notifyBaseUrl(), notification);
  return { orderId, decision, delivered };
});
