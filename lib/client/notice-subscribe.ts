// Subscribing to 到货通知 / 降价通知 from the goods page's notice chunk: apart from lib/client/notices.ts
// (the message centre's SWR lists), so that the chunk stays small. docs/decisions/046-notices.md
"use client";

import { api, type Input } from "./api";
import { noticesPushTemplates, noticesSubscribe } from "./routes/notices.generated";

/**
 * Field errors come back as ApiClientError.fields (skuId: in stock; targetPrice: not below). Inside the
 * mini-program, a subscription also asks the shopper to accept the shop's subscribe-message template
 * (the mini-program's own page: wx.requestSubscribeMessage needs a tap there), when the shop set one.
 */
export async function subscribeNotice(input: Input<typeof noticesSubscribe>) {
  const notice = await api(noticesSubscribe, input, { silent: true });
  void askForSubscribeMessage();
  return notice;
}

async function askForSubscribeMessage(): Promise<void> {
  try {
    const { isMiniProgramAgent, openMiniProgramSubscribe } = await import("./mini-program");
    if (!isMiniProgramAgent(window.navigator.userAgent)) return;
    const { templateIds, sandbox } = await api(noticesPushTemplates, { silent: true });
    if (templateIds.length) await openMiniProgramSubscribe(templateIds, sandbox);
  } catch {
    // The message centre holds the message whatever happens here.
  }
}
