// WeChat Pay API v3 with the provider's public-key verifying its answers and notifications, against the
// provider double over HTTP (tests/api/payment-wechat-v3.suite.ts says what is checked).
import { afterAll } from "vitest";
import { serveRoutes, startProviderDouble } from "@/tests/helpers/provider-double";

const double = await startProviderDouble({ wechat: "public-key" });
const notifyServer = await serveRoutes({
  "/api/v1/payment-notify/wechat": () => import("@/app/api/v1/payment-notify/[provider]/route"),
});
// Set before the app's modules load: the payment variables are read once.
Object.assign(process.env, double.env, { PUBLIC_BASE_URL: notifyServer.url });
for (const key of [
  "ALIPAY_APP_ID",
  "ALIPAY_PRIVATE_KEY",
  "ALIPAY_APP_CERT",
  "ALIPAY_PUBLIC_CERT",
  "ALIPAY_ROOT_CERT",
  "ALIPAY_GATEWAY",
])
  delete process.env[key];
afterAll(async () => {
  await notifyServer.close();
  await double.stop();
});

const { wechatV3Suite } = await import("./payment-wechat-v3.suite");
wechatV3Suite(double, "public-key");
