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
