// The share card of a page inside the messaging app's browser: what a friend or Moments sees when the
// shopper shares this page from the app's menu (docs/decisions/034-share.md). Renders nothing. In any
// other browser, and in the mini-program (whose own page shares: miniprogram/), it does nothing and
// loads nothing; inside the messaging app it loads lib/client/wechat-share.ts and the JS-SDK on demand.
"use client";

import { useEffect } from "react";
import { splitLocalePrefix } from "@/lib/i18n/locale-path";

export type WechatShareCardProps = {
  title: string;
  desc: string;
  /** A picture of this site (a path) or an absolute URL; a drawn SVG picture is shared as its PNG. */
  image: string;
  /** The page shared; this page by default. Shared without locale prefix, query or fragment. */
  path?: string;
};

/** Inside the messaging app's own browser (not its mini-program's web-view). */
function inMessagingAppBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && !/miniProgram/i.test(userAgent);
}

/** The card's picture: absolute, and a PNG where the picture is one of the drawn SVGs (/media). */
function cardPicture(image: string): string {
  const url = new URL(image, window.location.origin);
  if (url.origin === window.location.origin && url.pathname.startsWith("/media/"))
    url.pathname = url.pathname.replace(/\.svg$/, ".png");
  return url.href;
}

export function useWechatShareCard({ title, desc, image, path }: WechatShareCardProps): void {
  useEffect(() => {
    if (!inMessagingAppBrowser(navigator.userAgent)) return;
    let live = true;
    // The friend opens the page in their own language: no locale prefix in the link.
    const [, rest] = splitLocalePrefix(path ?? window.location.pathname);
    const card = { title, desc, link: new URL(rest, window.location.origin).href, imgUrl: cardPicture(image) };
    void import("@/lib/client/wechat-share").then((share) => (live ? share.setShareCard(card) : undefined));
    return () => {
      live = false;
    };
  }, [title, desc, image, path]);
}

export function WechatShareCard(props: WechatShareCardProps) {
  useWechatShareCard(props);
  return null;
}
