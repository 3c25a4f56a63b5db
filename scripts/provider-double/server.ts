// The provider double: one HTTP server on loopback that speaks WeChat Pay API v3 and the Alipay open
// platform as the real gateways do (./wechat.ts, ./alipay.ts). Started by the tests (and usable by the
// demo: `npx tsx scripts/provider-double/main.ts`), it writes the files a merchant platform hands out
// into a folder and says which variables point the app at it: the double and the real gateways are
// one setting apart (WECHAT_PAY_GATEWAY, ALIPAY_GATEWAY).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { alipayDouble, type AlipayMode } from "./alipay";
import type { Answer, Clock, Incoming } from "./common";
import { wechatDouble, type WechatMode } from "./wechat";

export type DoubleOptions = {
  /** Where the merchant platform's files are written. */
  outDir: string;
  wechatMode?: WechatMode;
  alipayMode?: AlipayMode;
  port?: number;
  /** Pauses before a failed notification is sent again (the providers retry for hours; tests, briefly). */
  retries?: number[];
  expiredMerchantCert?: boolean;
};

export type RunningDouble = {
  url: string;
  /** The app's variables: values, and paths of the files written. */
  env: Record<string, string>;
  alipaySn: { app: string; alipay: string; root: string };
  close: () => Promise<void>;
};

export async function startDouble(options: DoubleOptions): Promise<RunningDouble> {
  let base = "";
  const clock: Clock = {
    skewSeconds: 0,
    now() {
      return new Date(Date.now() + this.skewSeconds * 1000);
    },
  };
  const retries = options.retries ?? [1000, 2000, 4000];
  const wechat = wechatDouble({
    baseUrl: () => base,
    clock,
    mode: options.wechatMode ?? "public-key",
    retries,
    expiredMerchantCert: options.expiredMerchantCert,
  });
  const alipay = alipayDouble({ baseUrl: () => base, clock, mode: options.alipayMode ?? "certificate", retries });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const incoming: Incoming = {
        method: req.method ?? "GET",
        target: req.url ?? "/",
        url: new URL(req.url ?? "/", base),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type" };
      const send = (a: Answer) => {
        // The simulated payer's endpoints are called from the shop's pages (another origin).
        res.writeHead(a.status, incoming.url.pathname.startsWith("/sim/") ? { ...cors, ...a.headers } : a.headers);
        res.end(a.body);
      };
      if (req.method === "OPTIONS") return send({ status: 204, headers: cors });
      void (async () => {
        if (incoming.url.pathname === "/control/clock") {
          clock.skewSeconds = Number((JSON.parse(incoming.body || "{}") as { skewSeconds?: number }).skewSeconds ?? 0);
          return {
            status: 200,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ skewSeconds: clock.skewSeconds }),
          };
        }
        return (await wechat.handle(incoming)) ?? (await alipay.handle(incoming)) ?? { status: 404, body: "not found" };
      })()
        .then(send)
        .catch((error: unknown) => send({ status: 500, body: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  fs.mkdirSync(options.outDir, { recursive: true });
  const env: Record<string, string> = {};
  const a = alipay.credentials();
  for (const part of [wechat.credentials(), a]) {
    Object.assign(env, part.env);
    for (const [variable, file] of Object.entries(part.files)) {
      const at = path.join(options.outDir, file.name);
      fs.writeFileSync(at, file.content, { mode: 0o600 });
      env[variable] = at;
    }
  }
  return {
    url: base,
    env,
    alipaySn: a.sn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
