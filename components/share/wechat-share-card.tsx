// The share card of a page inside the messaging app's browser: what a friend or Moments sees when the
// shopper shares this page from the app's menu (docs/decisions/034-share.md). Renders nothing. In any
// other browser, and in the mini-program (whose own page shares: miniprogram/), it does nothing and
// loads nothing; inside the messaging app it loads lib/client/wechat-share.ts and the JS-SDK on demand.
// Kept this small on purpose: it is in the first load of the pages that use it (decision 007).
"use client";

import { useEffect } from "react";
import type { ShareCardInput } from "@/lib/client/wechat-share";

export type WechatShareCardProps = ShareCardInput;

/** Inside the messaging app's own browser (not its mini-program's web view, whose page shares itself). */
export const inMessagingAppBrowser = () =>
  /MicroMessenger/i.test(navigator.userAgent) && !/miniProgram/i.test(navigator.userAgent);

export function useWechatShareCard({ title, desc, image, path }: WechatShareCardProps): void {
  useEffect(() => {
    if (!inMessagingAppBrowser()) return;
    let live = true;
    void import("@/lib/client/wechat-share").then((share) =>
      live ? share.setShareCard({ title, desc, image, path }) : undefined,
    );
    return () => {
      live = false;
    };
  }, [title, desc, image, path]);
}

export function WechatShareCard(props: WechatShareCardProps) {
  useWechatShareCard(props);
  return null;
}
