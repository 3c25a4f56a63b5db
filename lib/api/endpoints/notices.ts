// Notices (到货通知, 降价通知) and the message centre (docs/decisions/046-notices.md): a shopper's own
// subscriptions and messages, each checked against the caller.
import { endpoint } from "@/lib/api/endpoint";
import {
  messageListQuerySchema,
  messageReadSchema,
  noticeCancelSchema,
  noticeListQuerySchema,
  noticeSubscribeSchema,
  pushConsentSchema,
} from "@/lib/validation/notices";
import { okSchema } from "@/lib/validation/responses/common";
import {
  messagePageSchema,
  messagesReadSchema,
  noticePageSchema,
  noticeSchema,
  pushConsentResultSchema,
  pushTemplatesSchema,
} from "@/lib/validation/responses/notices";

const tag = "Notices and messages";

export const noticeEndpoints = {
  subscribe: endpoint({
    method: "POST",
    path: "/api/v1/notices-subscribe",
    summary:
      "到货通知 on a sold-out SKU (in stock: a field error) or 降价通知 on a product, below the price charged now or a chosen lower price (not lower: a field error); asking again answers the standing notice",
    tag,
    auth: "required",
    body: noticeSubscribeSchema,
    response: noticeSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/v1/notices",
    summary: "The caller's standing notices, newest first (with productId: those on that product)",
    tag,
    auth: "required",
    query: noticeListQuerySchema,
    response: noticePageSchema,
  }),
  cancel: endpoint({
    method: "POST",
    path: "/api/v1/notices-cancel",
    summary: "Cancel one of the caller's notices (404 when not the caller's or cancelled already)",
    tag,
    auth: "required",
    body: noticeCancelSchema,
    response: okSchema,
    errors: [404],
  }),
  messages: endpoint({
    method: "GET",
    path: "/api/v1/messages",
    summary:
      "The caller's message centre, newest first, with the unread count (also in GET /api/v1/badges as messagesUnread): notices, orders shipped, refunds paid, groups filled or failed, consult replies",
    tag,
    auth: "required",
    query: messageListQuerySchema,
    response: messagePageSchema,
  }),
  read: endpoint({
    method: "POST",
    path: "/api/v1/messages-read",
    summary: "Mark one of the caller's messages read (404 when not the caller's), or with no id all of them",
    tag,
    auth: "required",
    body: messageReadSchema,
    response: messagesReadSchema,
    errors: [404],
  }),
  pushTemplates: endpoint({
    method: "GET",
    path: "/api/v1/notices-push",
    summary:
      "The mini-program's subscribe-message templates the shop sends notices by (the mini-program asks the shopper to accept them with wx.requestSubscribeMessage)",
    tag,
    auth: "required",
    response: pushTemplatesSchema,
  }),
  pushConsent: endpoint({
    method: "POST",
    path: "/api/v1/notices-push-consent",
    summary:
      "The templates the shopper accepted in wx.requestSubscribeMessage: each acceptance of the shop's template allows one subscribe message; records the caller's language for their SMS and subscribe messages",
    tag,
    auth: "required",
    body: pushConsentSchema,
    response: pushConsentResultSchema,
  }),
};
