// Runs the provider double (./server.ts) as its own process:
//   npx tsx scripts/provider-double/main.ts [--wechat public-key|platform-certificate|public-key+platform-certificate]
//     [--alipay certificate|public-key] [--port N] [--out DIR] [--retries 1000,2000] [--expired-merchant-cert]
// It prints one JSON line, {"url", "env", "alipaySn"}: the variables that point the app at it (set them,
// with PUBLIC_BASE_URL, before the app starts), then serves until it is stopped.
import os from "node:os";
import path from "node:path";
import { startDouble } from "./server";
import type { WechatMode } from "./wechat";
import type { AlipayMode } from "./alipay";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

void startDouble({
  outDir: option("out") ?? path.join(os.tmpdir(), `provider-double-${process.pid}`),
  wechatMode: (option("wechat") as WechatMode | undefined) ?? "public-key",
  alipayMode: (option("alipay") as AlipayMode | undefined) ?? "certificate",
  port: option("port") ? Number(option("port")) : undefined,
  retries: option("retries")?.split(",").map(Number),
  expiredMerchantCert: args.includes("--expired-merchant-cert"),
}).then((running) => {
  process.stdout.write(`${JSON.stringify({ url: running.url, env: running.env, alipaySn: running.alipaySn })}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});
