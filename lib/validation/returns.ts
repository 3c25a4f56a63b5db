// Inputs of a return's way back (docs/decisions/036-books.md): the shop's return policy (the address the
// goods go to and the days the shopper has to send them), the shopper's waybill, the operator's approval
// (with or without the goods coming back) and the receipt with each unit's condition.
import { z } from "zod";
import { waybillSchema } from "./admin-orders";
import { idSchema, multiLineText, requiredText, singleLineText } from "./common";
import { int } from "./responses/common";

export const returnPolicySchema = z.object({
  /** Where returned goods go: shown to the shopper on an approved return. */
  address: multiLineText().max(300, "too_big"),
  /** Days the shopper has, from approval, to send the goods; after them the return closes by itself. */
  sendWithinDays: z.number({ error: "invalid" }).int("invalid").min(1, "too_small").max(60, "too_big"),
  version: z.number({ error: "invalid" }).int("invalid").min(0, "too_small").max(2_147_483_647, "too_big"),
});
export type ReturnPolicyInput = z.output<typeof returnPolicySchema>;

export const returnPolicyViewSchema = z.object({ address: z.string(), sendWithinDays: int, version: int });

/**
 * The shopper's parcel: which courier carries it (a code of the console's couriers, one the return form
 * offers: the service refuses any other) and its waybill number.
 */
export const afterSaleShipBackSchema = z.object({
  id: idSchema,
  courier: singleLineText()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_]{2,16}$/, "invalid"))
    .meta({ description: "A courier's code from returnCouriers of the request (SF, CTT, HKPOST, …)" }),
  waybill: waybillSchema,
});
export type AfterSaleShipBackInput = z.output<typeof afterSaleShipBackSchema>;

/** Approving a return: the reason the shopper reads, and whether the refund goes without the goods coming back. */
export const afterSaleApproveSchema = z.object({
  reason: requiredText(500),
  withoutReturn: z.boolean({ error: "invalid" }).default(false),
});

const unitCount = z.number({ error: "invalid" }).int("invalid").min(0, "too_small").max(100_000, "too_big");

/**
 * The goods are back: per returned line, the units that go back on sale and those written off as
 * damaged (their sum is what the line returned: the service checks it). A write-off needs its reason.
 */
export const afterSaleReceiveSchema = z
  .object({
    items: z
      .array(z.object({ orderItemId: idSchema, resellable: unitCount, damaged: unitCount }))
      .min(1, "required")
      .max(100, "too_big")
      .refine((rows) => new Set(rows.map((r) => r.orderItemId)).size === rows.length, "invalid"),
    writeOffNote: singleLineText().max(200, "too_big").default(""),
  })
  .superRefine((input, ctx) => {
    if (input.items.some((i) => i.damaged > 0) && input.writeOffNote === "")
      ctx.addIssue({ code: "custom", path: ["writeOffNote"], message: "required" });
  });
export type AfterSaleReceiveInput = z.output<typeof afterSaleReceiveSchema>;
