// The share card inside the messaging app's browser (docs/decisions/034-share.md): loads the app's
// JS-SDK (jweixin-module, served from our origin like the mini-program's), asks the server to sign the
// page (GET /api/v1/jssdk-config) and sets the card friends and Moments see. Imported on demand by
// components/share/wechat-share-card.tsx, and only inside the messaging app: no other browser loads
// this module or the SDK.
//
// Which URL to sign, in a single-page app: the messaging app on iOS verifies the signature against the
// URL the page was first loaded at, whatever pushState did since; on Android against the current one.
// The entry URL is the document's navigation entry, which client-side navigation does not change.
"use client";

import { api } from "./api";
import { shareJssdkConfig } from "./routes/share.generated";

/** What a page says about itself (components/share/wechat-share-card.tsx). */
export type ShareCardInput = {
  title: string;
  desc: string;
  /** A picture of this site (a path) or an absolute URL; a drawn SVG picture is shared as its PNG. */
  image: string;
  /**
   * The page shared, without locale prefix (a friend opens it in their own language), query or
   * fragment: "/goods/12". Given by the server page, which knows it without parsing the location.
   */
  path: string;
};

type ShareCard = { title: string; desc: string; link: string; imgUrl: string };

/** The card's picture: absolute, and a PNG where it is one of the drawn SVG pictures (/media), which the app does not show. */
function cardPicture(image: string): string {
  const url = new URL(image, window.location.origin);
  if (url.origin === window.location.origin && url.pathname.startsWith("/media/"))
    url.pathname = url.pathname.replace(/\.svg$/, ".png");
  return url.href;
}

type WxApi = {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  error(callback: (res: unknown) => void): void;
  updateAppMessageShareData(data: ShareCard): void;
  updateTimelineShareData(data: Omit<ShareCard, "desc">): void;
};

const JS_API_LIST = ["updateAppMessageShareData", "updateTimelineShareData"];

/** The URL the messaging app checks the signature against, without its fragment. */
export function urlToSign(userAgent: string = navigator.userAgent): string {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  const entry = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.name;
  return ((ios && entry) || window.location.href).split("#")[0];
}

let configured: { url: string; wx: Promise<WxApi | null> } | null = null;

async function configure(url: string): Promise<WxApi | null> {
  await import("jweixin-module");
  const wx = (window as Window & { jWeixin?: WxApi }).jWeixin;
  if (!wx) return null;
  const signed = await api(shareJssdkConfig, { url }, { silent: true });
  return new Promise((resolve) => {
    wx.config({ debug: false, ...signed, jsApiList: JS_API_LIST });
    wx.ready(() => resolve(wx));
    wx.error((res) => {
      // A wrong signature or a domain not registered for the app: the page still works, without a card.
      console.warn("[share] the messaging app refused the JS-SDK configuration", res);
      resolve(null);
    });
  });
}

/** Sets the card of this page; signs again only when the URL to sign changed (Android, after navigating). */
export async function setShareCard(input: ShareCardInput): Promise<void> {
  const card: ShareCard = {
    title: input.title,
    desc: input.desc,
    link: new URL(input.path, window.location.origin).href,
    imgUrl: cardPicture(input.image),
  };
  const url = urlToSign();
  if (configured?.url !== url) configured = { url, wx: configure(url).catch(() => null) };
  const mine = configured;
  const wx = await mine.wx;
  if (!wx) {
    // Try again on the next page rather than never.
    if (configured === mine) configured = null;
    return;
  }
  wx.updateAppMessageShareData(card);
  wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
}
