// Inputs of the notices and message-centre endpoints (docs/decisions/046-notices.md).
import { z } from "zod";
import { decimalInt, idSchema, pageQuerySchema } from "./common";

/** Cents, as a price input: one cent up to ¥10,000,000. */
const targetPriceSchema = decimalInt(1, 1_000_000_000, { tooSmall: "invalid", tooBig: "invalid" });

/**
 * 到货通知 names a SKU (sold out: a SKU in stock is a field error); 降价通知 names a product and
 * optionally the price to wait for (below the current one), else the price charged now.
 */
export const noticeSubscribeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("back_in_stock"), skuId: idSchema }),
  z.object({ kind: z.literal("price_drop"), productId: idSchema, targetPrice: targetPriceSchema.optional() }),
]);
export type NoticeSubscribeInput = z.output<typeof noticeSubscribeSchema>;

export const noticeCancelSchema = z.object({ id: idSchema });

/** The caller's standing notices, or those on one product (the goods page's buttons). */
export const noticeListQuerySchema = pageQuerySchema.extend({ productId: idSchema.optional() });
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;

export const messageListQuerySchema = pageQuerySchema;

/** One message read, or (no id) every message of the caller. */
export const messageReadSchema = z.object({ id: idSchema.optional() });

/** A subscribe-message template's data field: a kind and a number (thing1, phrase2, time3…). */
const templateField = z
  .string()
  .trim()
  .regex(/^[a-z_]{1,20}\d{1,2}$/, "invalid");

/**
 * Delivery of notice messages beyond the centre (the console, settings:write): SMS on or off; the
 * mini-program's subscribe message by its template id (empty: off) and the two data fields the
 * message's title and text go in.
 */
export const noticePushSettingsSchema = z.object({
  sms: z.boolean(),
  miniTemplateId: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, "invalid"),
  miniTitleField: templateField,
  miniBodyField: templateField,
});
export type NoticePushSettings = z.output<typeof noticePushSettingsSchema>;
export const noticePushSettingsInputSchema = noticePushSettingsSchema.extend({ version: z.number().int().min(0) });

/** The templates the shopper accepted in wx.requestSubscribeMessage (the mini-program's answer, accepted ones). */
export const pushConsentSchema = z.object({
  templateIds: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/, "invalid"),
    )
    .max(3),
});
