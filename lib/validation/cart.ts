// Inputs of the cart endpoints. Prices never come from the client: only ids and quantities.
import { z } from "zod";
import { decimalInt, idSchema } from "./common";
import { MAX_LINE_QUANTITY } from "./limits";

export { MAX_LINE_QUANTITY };

/** A cart holds at most this many lines; also the most a single call may name. */
export const MAX_CART_LINES = 100;

export const quantitySchema = decimalInt(1, MAX_LINE_QUANTITY);

export const cartAddSchema = z.object({
  skuId: idSchema,
  quantity: quantitySchema.default(1),
  // Undoing a removal: the line comes back with the time it was first added (its place in the cart,
  // which lists the newest first). Only for a new line, and never later than now.
  addedAt: z.iso.datetime({ error: "invalid" }).optional(),
});
export type CartAddInput = z.output<typeof cartAddSchema>;

/**
 * One line's quantity and/or check mark (`id`), or the check mark of several lines at once (`ids`,
 * for "select all"), so the cart never needs one request per line.
 */
export const cartEditSchema = z
  .object({
    id: idSchema.optional(),
    ids: z.array(idSchema).min(1).max(MAX_CART_LINES).optional(),
    quantity: quantitySchema.optional(),
    checked: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.id === undefined) === (v.ids === undefined))
      ctx.addIssue({ code: "custom", path: ["id"], message: "required" });
    if (v.ids !== undefined && v.quantity !== undefined)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "invalid" });
    if (v.quantity === undefined && v.checked === undefined)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "required" });
  });
export type CartEditInput = z.output<typeof cartEditSchema>;

export const cartDeleteSchema = z.object({
  ids: z.array(idSchema).min(1).max(MAX_CART_LINES),
});
