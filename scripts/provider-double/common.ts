// Shared by the provider double's two providers: the request as it arrived, answers, times in the
// shop's zone, notification delivery with the providers' retries, and a small HTML cashier page.
import type http from "node:http";

export type Incoming = {
  method: string;
  /** Path and query exactly as sent (what WeChat Pay v3 signs). */
  target: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type Answer = { status: number; headers?: Record<string, string>; body?: string | Buffer };

export type Clock = { now(): Date; skewSeconds: number };

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(value),
});

/** "2024-05-20T13:29:35+08:00": how WeChat Pay v3 writes times. */
export function rfc3339(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** "2024-05-20 13:29:35": how Alipay writes times (shop time). */
export function dashed(date: Date): string {
  const iso = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The shop-time day of a moment (YYYY-MM-DD): bills are cut at midnight +08:00. */
export const shopDay = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export const yuan = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export type Delivery = { status: number; body: string; attempt: number } | { error: string; attempt: number };

/**
 * Sends a notification the way the providers do: again after a failure (no answer, or not the
 * acknowledgement) along `retries`, until acknowledged. Resolves with every attempt's outcome.
 */
export async function deliver(
  url: string,
  request: { headers: Record<string, string>; body: string },
  acknowledged: (status: number, body: string) => boolean,
  retries: readonly number[],
): Promise<Delivery[]> {
  const outcomes: Delivery[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      });
      const body = await res.text();
      outcomes.push({ status: res.status, body, attempt });
      if (acknowledged(res.status, body)) return outcomes;
    } catch (error) {
      outcomes.push({ error: String(error), attempt });
    }
    const pause = retries[attempt - 1];
    if (pause === undefined) return outcomes;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The double's cashier: what is paid, to whom, and one button that pays (a form post). */
export function cashierPage(options: {
  title: string;
  merchant: string;
  subject: string;
  amount: number;
  action: string;
  fields: Record<string, string>;
  button: string;
}): Answer {
  const hidden = Object.entries(options.fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join("");
  const body = `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(options.title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;background:#f5f5f5}main{max-width:420px;margin:0 auto;padding:24px;text-align:center}.amount{font-size:32px;margin:16px 0}button{width:100%;height:44px;border:0;border-radius:22px;background:#07c160;color:#fff;font-size:16px}.note{color:#888;font-size:12px;margin-top:24px}</style></head>
<body><main><h1>${escape(options.title)}</h1><p>${escape(options.merchant)}</p><p>${escape(options.subject)}</p>
<p class="amount" data-testid="double-amount">¥${yuan(options.amount)}</p>
<form method="post" action="${escape(options.action)}">${hidden}<button type="submit">${escape(options.button)}</button></form>
<p class="note">Provider double: a test stand-in that speaks the provider's wire format. No money moves.</p></main></body></html>`;
  return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body };
}
