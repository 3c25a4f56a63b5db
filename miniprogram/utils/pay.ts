// Reading the pay page's query: the order and the parameters the server signed for wx.requestPayment,
// and what the pay sheet's answer means. Pure functions, tested as they are.
import { queryValue, type PayOutcome } from "./shop";

type SignType = "MD5" | "HMAC-SHA256" | "RSA";
export type PayRequest = { timeStamp: string; nonceStr: string; package: string; signType: SignType; paySign: string };

const SIGN_TYPES: readonly string[] = ["MD5", "HMAC-SHA256", "RSA"];

/** The order and wx.requestPayment's parameters from the page's query, or null when any is missing. */
export function payRequestFromQuery(
  query: Record<string, string | undefined>,
): { orderId: number; request: PayRequest } | null {
  const value = (key: string) => queryValue(query[key]) ?? "";
  const orderId = Number(value("orderId"));
  const request = {
    timeStamp: value("timeStamp"),
    nonceStr: value("nonceStr"),
    package: value("package"),
    signType: value("signType") as SignType,
    paySign: value("paySign"),
  };
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null;
  if (Object.values(request).some((v) => !v) || !SIGN_TYPES.includes(request.signType)) return null;
  return { orderId, request };
}

/** What the pay sheet's answer means: paid, cancelled by the shopper, or failed. */
export function outcomeOf(error: unknown): PayOutcome {
  const message = (error as { errMsg?: unknown } | null)?.errMsg;
  return typeof message === "string" && /cancel/i.test(message) ? "cancel" : "fail";
}
