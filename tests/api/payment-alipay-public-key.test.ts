// Alipay in public-key mode against the provider double over HTTP (tests/api/payment-alipay.suite.ts says
// what is checked).
import { afterAll } from "vitest";
import { serveRoutes, startProviderDouble } from "@/tests/helpers/provider-double";

const double = await startProviderDouble({ alipay: "public-key" });
const notifyServer = await serveRoutes({
  "/api/v1/payment-notify/alipay": () => import("@/app/api/v1/payment-notify/[provider]/route"),
});
// Set before the app's modules load: the payment variables are read once. Only Alipay is configured.
const alipayOnly = Object.fromEntries(Object.entries(double.env).filter(([key]) => key.startsWith("ALIPAY_")));
Object.assign(process.env, alipayOnly, { PUBLIC_BASE_URL: notifyServer.url });
afterAll(async () => {
  await notifyServer.close();
  await double.stop();
});

const { alipaySuite } = await import("./payment-alipay.suite");
alipaySuite(double, "public-key");
