// The sandbox delivers its notification the way a real provider does: an HTTP request to our notify
// URL, not a function call, so the callback's signature check and idempotency are what decide. And
// like a real provider it does not give up after one failed attempt (issue 27: during an outage 11
// paid orders stayed unpaid because their one notification failed): it retries with growing pauses,
// in the background, until the notify URL acknowledges it or the schedule runs out. The retries live
// in this process; if it stops, the status query (the result screen, and the sweep before it closes an
// expired order, lib/services/order/expiry.ts) answers from the sandbox's recorded decision.

/** Pauses before each retry, in ms: 1 s doubling to a minute, then every minute, about 15 minutes in all. */
export const SANDBOX_RETRY_SCHEDULE: readonly number[] = [
  1_000,
  2_000,
  4_000,
  8_000,
  16_000,
  32_000,
  ...Array.from({ length: 14 }, () => 60_000),
];

const ATTEMPT_TIMEOUT_MS = 10_000;

async function attempt(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
    // The sandbox's callback answers { ok } 200 when it took the notification (lib/services/payment/providers/sandbox.ts).
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Sends the notification now; true when it was acknowledged. When it was not, retries go on in the
 * background along `schedule`, and `onSettled` (tests) learns how it ended.
 */
export async function deliverSandboxNotification(
  baseUrl: string,
  notification: Record<string, string>,
  options: { schedule?: readonly number[]; onSettled?: (delivered: boolean, attempts: number) => void } = {},
): Promise<boolean> {
  const url = `${baseUrl}/api/v1/mpay-callback-local?${new URLSearchParams(notification)}`;
  if (await attempt(url)) {
    options.onSettled?.(true, 1);
    return true;
  }
  const schedule = options.schedule ?? SANDBOX_RETRY_SCHEDULE;
  console.warn(
    `[payment] sandbox notification for ${notification.out_trade_no} not delivered; retrying ${schedule.length} times in the background`,
  );
  const retry = (index: number) => {
    if (index >= schedule.length) {
      console.warn(
        `[payment] sandbox notification for ${notification.out_trade_no} given up after ${index + 1} attempts; the status query will catch up`,
      );
      options.onSettled?.(false, index + 1);
      return;
    }
    const timer = setTimeout(() => {
      void attempt(url).then((ok) => {
        if (ok) options.onSettled?.(true, index + 2);
        else retry(index + 1);
      });
    }, schedule[index]);
    // Pending retries never keep a process alive.
    timer.unref?.();
  };
  retry(0);
  return false;
}
