// Invoices (发票, docs/decisions/047-invoices.md): the one a shopper asks for is written with the order,
// in the order's own transaction (nothing asked for is lost, nothing is written for an order refused),
// and its title is kept for the next checkout. The shop issues it later: a number, and the PDF the
// operator attaches (kept outside the public uploads: an invoice is the shopper's alone), which only the
// order's shopper downloads.
import fs from "node:fs/promises";
import path from "node:path";
import { db, dbReady, type SqlTx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { InvoiceStatus, InvoiceKind } from "@/lib/domain/invoice";
import { INVOICE_DIR } from "@/lib/env";
import type { InvoiceRequest } from "@/lib/validation/invoice";

export type OrderInvoiceView = {
  kind: InvoiceKind;
  title: string;
  taxNumber: string | null;
  status: InvoiceStatus;
  number: string | null;
  issuedAt: string | null;
  /** Whether the shop attached the invoice's PDF (the shopper downloads it from the order). */
  hasFile: boolean;
};

/** The order's invoice request, inside the transaction that places the order. */
export async function recordInvoice(q: SqlTx, userId: number, orderId: number, invoice: InvoiceRequest, now: Date) {
  const title = invoice.title ?? "";
  const taxNumber = invoice.kind === "company" ? invoice.taxNumber : null;
  await q.run(
    `INSERT INTO "OrderInvoice" ("orderId", "kind", "title", "taxNumber", "status", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, 'requested', ?, ?)`,
    [orderId, invoice.kind, title, taxNumber, now, now],
  );
  if (title || taxNumber)
    await q.run(
      `INSERT INTO "InvoiceTitle" ("userId", "kind", "title", "taxNumber", "usedAt", "createdAt") VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT ("userId", "kind", "title", "taxNumber") DO UPDATE SET "usedAt" = excluded."usedAt"`,
      [userId, invoice.kind, title, taxNumber ?? "", now, now],
    );
}

/** The titles the shopper used, the most recent first (the checkout offers them). */
export async function listInvoiceTitles(userId: number) {
  await dbReady();
  const rows = await db.invoiceTitle.findMany({
    where: { userId },
    orderBy: [{ usedAt: "desc" }, { id: "desc" }],
    take: 20,
    select: { id: true, kind: true, title: true, taxNumber: true },
  });
  return { rows: rows.map((r) => ({ ...r, kind: r.kind as InvoiceKind, taxNumber: r.taxNumber || null })) };
}

export function invoiceView(row: {
  kind: string;
  title: string;
  taxNumber: string | null;
  status: string;
  number: string | null;
  issuedAt: Date | null;
  fileName: string | null;
}): OrderInvoiceView {
  return {
    kind: row.kind as InvoiceKind,
    title: row.title,
    taxNumber: row.taxNumber,
    status: row.status as InvoiceStatus,
    number: row.number,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    hasFile: row.fileName !== null,
  };
}

/** Where the attached PDFs live: beside the database, never under the public uploads. */
export function invoiceDir(): string {
  return INVOICE_DIR;
}

/** The PDF of the caller's order's invoice; 404 for another shopper's order, or none attached. */
export async function orderInvoiceFile(userId: number, orderId: number): Promise<{ bytes: Buffer; name: string }> {
  await dbReady();
  const invoice = await db.orderInvoice.findFirst({
    where: { orderId, order: { userId, deletedAt: null } },
    select: { fileName: true, number: true, order: { select: { orderNo: true } } },
  });
  if (!invoice?.fileName) throw new ApiError("NOT_FOUND", { key: "INVOICE_NOT_FOUND" });
  const bytes = await fs.readFile(path.join(invoiceDir(), invoice.fileName)).catch(() => null);
  if (!bytes) throw new ApiError("NOT_FOUND", { key: "INVOICE_NOT_FOUND" });
  return { bytes, name: `invoice-${invoice.number ?? invoice.order.orderNo}.pdf` };
}
