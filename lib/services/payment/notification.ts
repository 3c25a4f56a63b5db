// A provider's notification, verified first: a payment's report is applied by apply-report.ts (the
// one paid move), a refund's (WeChat Pay v3 notifies those too) settles the refund it names
// (refund-report.ts). Kept apart from apply-report.ts so that the payment's path does not import the
// refunds' (which reach the after-sales domain), and no circle of imports runs through the money path.
import { dbReady } from "@/lib/db";
import { applyPaymentReport, type ReportResult } from "./apply-report";
import { paymentOutcome } from "@/lib/domain/payment-status";
import { providerByName, type ProviderName } from "./providers";
import type { IncomingNotification } from "./providers/types";
import { applyRefundReport } from "./refund-report";
import { shopCurrency } from "../shop/settings";

let rejectedSinceLog = 0;
let lastRejectLog = 0;

/** Unverifiable notifications are counted in the log (at most one line a minute), never stored. */
function logRejected(provider: ProviderName, now = Date.now()): void {
  rejectedSinceLog += 1;
  if (now - lastRejectLog < 60_000) return;
  console.warn(
    `[payment] ${rejectedSinceLog} notification(s) with a bad signature refused (${provider}); nothing stored`,
  );
  rejectedSinceLog = 0;
  lastRejectLog = now;
}

/**
 * A provider's notification: verified first. Anything unverifiable changes nothing and stores
 * nothing (no write, no lock): anyone can call the notify URLs, so what they send is not kept.
 */
export async function handlePaymentNotification(
  provider: ProviderName,
  notification: IncomingNotification,
): Promise<ReportResult> {
  const impl = providerByName(provider);
  const report = impl?.verifyNotification(notification) ?? null;
  if (!report) {
    logRejected(provider);
    return { accepted: false, outcome: paymentOutcome.REJECTED_SIGNATURE, orderId: null, orderStatus: null };
  }
  await dbReady();
  // A payment in another currency than the shop's is not ours to record, like another merchant's: refused
  // with nothing stored (a status query's answer is refused by apply-report instead).
  if (report.kind !== "refund" && report.currency !== undefined && report.currency !== (await shopCurrency())) {
    logRejected(provider);
    return { accepted: false, outcome: paymentOutcome.REJECTED_SIGNATURE, orderId: null, orderStatus: null };
  }
  if (report.kind === "refund") return applyRefundReport(provider, report);
  return applyPaymentReport(provider, report, "notify", report.evidence ?? notification.params);
}
