// POST /api/v1/payment-notify/{provider} — a real provider's notification, answered in its own format
import { ApiError } from "@/lib/domain/errors";
import { handler } from "@/lib/api/handler";
import { assertMediaType, readTextCapped } from "@/lib/api/body";
import { notifyingProviders, paymentEndpoints } from "@/lib/api/endpoints/payment";
import { untypedBody } from "@/lib/api/typed-response";
import { handlePaymentNotification, providerByName, type ProviderName, parseXml } from "@/lib/services/payment";

/** What each provider posts: the messaging app XML (v2) or JSON (v3), the wallet and the bank forms. */
const MEDIA_TYPES: Record<string, readonly string[]> = {
  wechat: ["text/xml", "application/xml", "application/json"],
  alipay: ["application/x-www-form-urlencoded"],
  icbc: ["application/x-www-form-urlencoded"],
};

export const POST = handler(paymentEndpoints.notify, async ({ req }) => {
  const name = new URL(req.url).pathname.split("/").at(-1) as ProviderName;
  if (MEDIA_TYPES[name]) assertMediaType(req, MEDIA_TYPES[name]);
  const provider = (notifyingProviders as readonly string[]).includes(name) ? providerByName(name) : null;
  if (!provider) throw new ApiError("NOT_FOUND");
  // Notifications are a few kilobytes; anything past 64 kB is not one.
  const raw = await readTextCapped(req, 64 * 1024);
  // The messaging app posts XML (API v2) or signed JSON (API v3, verified over the raw body and its
  // headers); the wallet and the bank post forms.
  const params =
    name !== "wechat"
      ? Object.fromEntries(new URLSearchParams(raw))
      : raw.trimStart().startsWith("<")
        ? parseXml(raw)
        : {};
  const result = await handlePaymentNotification(name, { params, body: raw, headers: req.headers });
  // The provider's own format (XML, text or its JSON), documented per media type on the endpoint.
  return untypedBody<string>(provider.acknowledge(result.accepted));
});
