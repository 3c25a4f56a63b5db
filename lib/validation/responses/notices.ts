// Answers of the notices and message-centre endpoints (docs/decisions/046-notices.md).
import { z } from "zod";
import { messageKinds, noticeKinds } from "@/lib/domain/notices";
import { noticePushSettingsSchema } from "../notices";
import { cents, dateTime, int, pageOf } from "./common";

export const noticeSchema = z.object({
  id: int,
  kind: z.enum(noticeKinds),
  productId: int,
  name: z.string().meta({ description: "The product's name in the caller's locale" }),
  image: z.string(),
  skuId: int.nullable(),
  skuName: z.string().nullable(),
  targetPrice: cents.nullable(),
  price: cents.meta({ description: "The product's price charged now (back_in_stock: the SKU's)" }),
  createdAt: dateTime,
});

export const noticePageSchema = pageOf(noticeSchema);

export const messageSchema = z.object({
  id: int,
  kind: z.enum(messageKinds),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .meta({ description: "Values of messageCentre.<kind>.title / .body; `product` in the caller's locale" }),
  link: z.string(),
  read: z.boolean(),
  createdAt: dateTime,
});

export const messagePageSchema = pageOf(messageSchema).extend({ unread: int });
export const messagesReadSchema = z.object({ read: int.meta({ description: "How many messages were marked read" }) });

export const pushTemplatesSchema = z.object({
  templateIds: z
    .array(z.string())
    .meta({ description: "The mini-program's subscribe-message templates to ask the shopper for (empty: none set)" }),
  sandbox: z.boolean().meta({ description: "The mini-program's login and messages are the offline sandbox's" }),
});
export const pushConsentResultSchema = z.object({
  credits: int.meta({ description: "Messages the shop may now send the caller by the template" }),
});

/** The console's notice delivery: the settings, their version, and which providers would carry them. */
export const noticePushViewSchema = z.object({
  settings: noticePushSettingsSchema,
  version: int,
  providers: z.object({
    sms: z.enum(["sandbox", "http"]).meta({ description: "SMS_PROVIDER: sandbox records instead of sending" }),
    mini: z.enum(["sandbox", "wechat"]).meta({ description: "WECHAT_PROVIDER: sandbox records instead of sending" }),
  }),
});
