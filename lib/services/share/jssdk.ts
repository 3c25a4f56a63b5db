// The messaging app's JS-SDK configuration for a page of the shop (wx.config): the app id, a timestamp,
// a nonce and the signature the app checks before the page may set its share card. The signature is
// SHA-1 over `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in that order, the URL exactly as
// the page was loaded without its fragment (not normalised: "http://a.b?x=1" is signed without the "/"
// a URL parser would add). Which URL a single-page app must send (the entry URL on iOS, the current one
// on Android) is the client's to know: lib/client/wechat-share.ts.
import crypto from "node:crypto";
import { ApiError } from "@/lib/domain/errors";
import { jsapiTicket } from "./credentials";
import { wechatServerApi } from "./wechat-api";

export type JssdkConfig = { appId: string; timestamp: number; nonceStr: string; signature: string };

/** The JS-SDK signature of the official documentation (appendix 1): hex SHA-1 of the four fields. */
export function jssdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return crypto.createHash("sha1").update(text).digest("hex");
}

/**
 * The URL to sign: `raw` without its fragment, when it is a page of the shop (`shopBase`, the
 * configured public address or the request's origin). Anything else is refused as a field error: a
 * signature for another site's page would let that page use the shop's app.
 */
export function shopPageUrl(raw: string, shopBase: string): string {
  const url = raw.split("#")[0];
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ApiError("VALIDATION", { fields: { url: "jssdk_url_not_shop" } });
  }
  const shop = new URL(shopBase);
  if (
    !["http:", "https:"].includes(parsed.protocol) ||
    parsed.username ||
    parsed.password ||
    parsed.origin !== shop.origin
  )
    throw new ApiError("VALIDATION", { fields: { url: "jssdk_url_not_shop" } });
  return url;
}

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function nonce(length = 16): string {
  return Array.from({ length }, () => NONCE_ALPHABET[crypto.randomInt(NONCE_ALPHABET.length)]).join("");
}

/** wx.config's fields for the shop page `rawUrl`, signed with the shared ticket. */
export async function jssdkConfig(rawUrl: string, shopBase: string, now: Date = new Date()): Promise<JssdkConfig> {
  const url = shopPageUrl(rawUrl, shopBase);
  const api = wechatServerApi();
  const ticket = await jsapiTicket(api);
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonceStr = nonce();
  return { appId: api.appId, timestamp, nonceStr, signature: jssdkSignature({ ticket, nonceStr, timestamp, url }) };
}
