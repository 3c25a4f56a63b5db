// The invoice a shopper asks for at checkout (发票, docs/decisions/047-invoices.md): `create-order` and
// `create-order-now` take it as `invoice` (the architecture's contract); none is no invoice. A personal
// invoice names a person (or 个人); a company's names the company and its tax number, checked.
import { z } from "zod";
import { normalizeTaxNumber, validTaxNumber } from "@/lib/domain/invoice";
import { idSchema, pageQuerySchema, singleLineText } from "./common";

const title = singleLineText().min(1, "required").max(100, "too_big");

export const invoiceRequestSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("personal"), title: title.optional() }),
      z.object({
        kind: z.literal("company"),
        title: singleLineText().min(2, "too_small").max(100, "too_big"),
        taxNumber: z
          .string({ error: "required" })
          .transform(normalizeTaxNumber)
          .refine(validTaxNumber, { message: "tax_number_format" }),
      }),
    ],
    { error: "invalid" },
  )
  .meta({
    description:
      "An invoice (发票): personal (a title, else 个人) or company (its title and tax number: an 18-character unified social credit code with its check character, or an older number of 15, 17 or 20 characters)",
  });
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

export const orderInvoiceQuerySchema = z.object({ id: idSchema });

export const adminInvoiceQuerySchema = pageQuerySchema.extend({
  status: z.enum(["requested", "issued"]).optional(),
});

export const invoiceIssueSchema = z.object({
  number: singleLineText().min(1, "required").max(40, "too_big"),
});
