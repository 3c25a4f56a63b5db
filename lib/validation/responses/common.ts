// Shared pieces of the response schemas: what the API answers on success. The route handlers are
// type-checked against these (lib/api/handler.ts) and /api/v1/openapi.json publishes them, so the
// document describes what the services really return (docs/decisions/011-api-property-fuzz.md).
import { z } from "zod";

export const int = z.number().int();
/** Money is always integer cents. */
export const cents = z.number().int().meta({ description: "Integer cents" });

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
