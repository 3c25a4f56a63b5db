// The sandbox delivers its notification the way a real provider does: an HTTP request to our notify
// URL, not a function call, so the callback's signature check and idempotency are what decide. When the
// request fails (the server cannot reach itself), the notification is not lost: the shopper's result
// screen asks for the payment's status, and the sandbox answers from the recorded decision.
export async function deliverSandboxNotification(
  baseUrl: string,
  notification: Record<string, string>,
): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/v1/mpay-callback-local?${new URLSearchParams(notification)}`, {
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok;
  } catch (error) {
    console.warn("[payment] sandbox notification not delivered; the status query will catch up", error);
    return false;
  }
}
