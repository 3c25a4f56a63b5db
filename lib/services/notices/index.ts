// Notices (到货通知, 降价通知) and the message centre: the domain's public entry (docs/decisions/046-notices.md).
export { cancelNotice, listNotices, subscribeNotice, type Notice, type NoticePage } from "./subscriptions";
export { listMessages, readMessages, unreadMessages, type MessagePage } from "./messages";
export { announceSaleStarts, deliverNotices, NOTICE_SWEEP_LEASE, startNoticeSweep } from "./sweep";
export {
  deliverPushes,
  noticePushSettings,
  noticePushView,
  pushTemplates,
  recordPushConsent,
  saveNoticePushSettings,
  PUSH_MAX_ATTEMPTS,
} from "./push";
export { PushFailure, setPushProviders, type PushProviders } from "./push-providers";
