// GET /api/v1/mpay-callback-local — the sandbox's signed payment notification
import { ApiError } from "@/lib/domain/errors";
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { handlePaymentNotification, paymentOutcome } from "@/lib/services/payment";
import { uniqueParams } from "@/lib/api/request-info";

export const GET = handler(paymentEndpoints.callbackLocal, async ({ req }) => {
  // A repeated key makes the signed string ambiguous: treated as unsigned.
  const result = await handlePaymentNotification("sandbox", {
    params: uniqueParams(new URL(req.url).searchParams) ?? {},
    body: "",
    headers: req.headers,
  });
  if (result.outcome === paymentOutcome.REJECTED_SIGNATURE)
    throw new ApiError("BAD_REQUEST", { key: "PAYMENT_SIGNATURE_INVALID" });
  if (result.outcome === paymentOutcome.REJECTED_AMOUNT)
    throw new ApiError("BAD_REQUEST", { key: "PAYMENT_AMOUNT_MISMATCH" });
  if (result.outcome === paymentOutcome.UNKNOWN_PAYMENT) throw new ApiError("NOT_FOUND", { key: "PAYMENT_NOT_FOUND" });
  return result;
});
