// The vocabulary of notices and the message centre (docs/decisions/046-notices.md): what a shopper may
// wait for, and every kind of message the centre holds. Ground floor: imports nothing of the app.

/** What a shopper subscribes to: 到货通知 (a sold-out SKU back in stock) or 降价通知 (a product cheaper). */
export const noticeKinds = ["back_in_stock", "price_drop"] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/**
 * The kinds of message in the centre, each an event of the outbox (NoticeEvent.kind): the two notices,
 * and the updates of the shopper's orders, after-sales requests, groups and consultations.
 */
export const messageKinds = [
  "back_in_stock",
  "price_drop",
  "order_shipped",
  "refund_paid",
  "group_full",
  "group_failed",
  "consult_reply",
] as const;
export type MessageKind = (typeof messageKinds)[number];

export function isMessageKind(value: string): value is MessageKind {
  return (messageKinds as readonly string[]).includes(value);
}

/** Where a message goes beyond the centre: an SMS to the shopper's phone, the mini-program's subscribe message. */
export const pushChannels = ["sms", "mini"] as const;
export type PushChannel = (typeof pushChannels)[number];

/** A push's states: pending (to send, or to try again at nextAt) -> sent | failed (gave up). */
export const pushStatus = { PENDING: "pending", SENT: "sent", FAILED: "failed" } as const;
/** A message's summary of its pushes (Message.push): none made, some pending, all sent, one failed. */
export const messagePushState = { NONE: "none", ...pushStatus } as const;
