// Shared pieces of the response schemas: what the API answers on success. The route handlers are
// type-checked against these (lib/api/handler.ts) and /api/v1/openapi.json publishes them, so the
// document describes what the services really return (docs/decisions/011-api-property-fuzz.md).
import { z } from "zod";
import { freeShippingStates } from "@/lib/domain/free-shipping";

export const int = z.number().int();
/** Money is always integer cents. */
export const cents = z.number().int().meta({ description: "Integer cents" });

/** 满 X 包邮 as the cart and checkout both tell it (lib/domain/free-shipping.ts): one basis, one wording. */
export const freeShippingSchema = z
  .object({
    threshold: cents,
    goods: cents.meta({ description: "The goods before the coupon" }),
    couponDiscount: cents.meta({ description: "What the coupon checkout applies takes off (0 without one)" }),
    missing: cents.meta({ description: "How much more the goods after the coupon need; 0 once reached" }),
    state: z.enum(freeShippingStates).meta({
      description:
        "reached: ships free; missing: the goods are short; missing_after_coupon: the goods reach the threshold but the coupon takes them under it",
    }),
  })
  .nullable()
  .meta({ description: "满 X 包邮 on the goods after the coupon; null when no threshold applies (or a pick-up)" });

/**
 * A point in time as ISO 8601 text (Date.toISOString()). Services hand over the text, not a Date, so
 * the types inferred from these schemas say what a server component and a browser both receive.
 */
export const dateTime = z.iso.datetime();

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: int, hasMore: z.boolean(), pageIndex: int, pageSize: int });

export const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row) });

/** A SKU as a line of the cart, an order or a checkout preview shows it, priced in cents. */
export const skuLine = z.object({
  productId: int,
  skuId: int,
  name: z.string(),
  skuName: z.string(),
  image: z.string(),
  price: cents,
});

export const okSchema = z.object({ ok: z.literal(true) });
export const deletedCountSchema = z.object({ deleted: int.meta({ description: "How many were removed" }) });
