// The console's side of invoices (发票, docs/decisions/047-invoices.md): the orders waiting for one, and
// issuing it — a number, or the PDF attached (checked to be a PDF, size-limited, kept outside the public
// uploads) — each change audited in its own transaction. Only a paid order that is not closed gets one.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { INVOICE_PDF_MAX_BYTES, looksLikePdf, type InvoiceStatus } from "@/lib/domain/invoice";
import { orderStatus } from "@/lib/domain/order-status";
import { skipTake, toPage } from "@/lib/paging";
import { withAudit, type AuditActor } from "../audit/trail";
import { invoiceDir, invoiceView } from "./invoice";

const ISSUABLE: readonly number[] = [
  orderStatus.WAITING_TO_SHIP,
  orderStatus.WAITING_TO_RECEIVE,
  orderStatus.WAITING_FOR_REVIEW,
  orderStatus.COMPLETE,
];

/** Invoices by status (waiting ones first by default: the oldest request first), with their orders. */
export async function adminListInvoices(query: { status?: InvoiceStatus; pageIndex: number; pageSize: number }) {
  await dbReady();
  const where = { status: query.status ?? "requested" };
  const [rows, total] = await Promise.all([
    db.orderInvoice.findMany({
      where,
      orderBy: [{ createdAt: where.status === "requested" ? "asc" : "desc" }, { id: "asc" }],
      include: { order: { select: { id: true, orderNo: true, status: true, totalAmount: true, createdAt: true } } },
      ...skipTake(query),
    }),
    db.orderInvoice.count({ where }),
  ]);
  return toPage(
    rows.map((row) => ({
      orderId: row.order.id,
      orderNo: row.order.orderNo,
      orderStatus: row.order.status,
      totalAmount: row.order.totalAmount,
      orderedAt: row.order.createdAt.toISOString(),
      requestedAt: row.createdAt.toISOString(),
      ...invoiceView(row),
    })),
    total,
    query,
  );
}

async function issuableInvoice(tx: Tx, orderId: number) {
  const invoice = await tx.orderInvoice.findUnique({
    where: { orderId },
    include: { order: { select: { status: true } } },
  });
  if (!invoice) throw new ApiError("NOT_FOUND", { key: "INVOICE_NOT_FOUND" });
  if (!ISSUABLE.includes(invoice.order.status)) throw new ApiError("CONFLICT", { key: "INVOICE_ORDER_NOT_PAID" });
  return invoice;
}

/** Marks the order's invoice issued under `number` (a correction of the number is a change of its own). */
export async function adminIssueInvoice(orderId: number, number: string, actor: AuditActor, now = new Date()) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await issuableInvoice(tx, orderId);
    const after = await tx.orderInvoice.update({
      where: { orderId },
      data: { status: "issued", number, issuedAt: before.issuedAt ?? now, issuedBy: actor.actor },
    });
    await withAudit(tx, actor, {
      action: "invoice.issue",
      entity: "order",
      entityId: orderId,
      before: { status: before.status, number: before.number },
      after: { status: after.status, number },
    });
    return invoiceView(after);
  });
}

/**
 * Attaches the invoice's PDF: checked (a PDF, at most 5 MB), written beside the database under a
 * name nobody can guess, then recorded with the invoice issued, audited. A refused or failed record
 * removes the file it wrote; a replaced file is removed once the new one is on record.
 */
export async function adminAttachInvoicePdf(orderId: number, bytes: Uint8Array, actor: AuditActor, now = new Date()) {
  if (bytes.length > INVOICE_PDF_MAX_BYTES) throw new ApiError("PAYLOAD_TOO_LARGE", { key: "INVOICE_PDF_TOO_LARGE" });
  if (!looksLikePdf(bytes)) throw new ApiError("VALIDATION", { fields: { file: "pdf_format" } });
  await dbReady();
  const dir = invoiceDir();
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${orderId}-${crypto.randomBytes(16).toString("hex")}.pdf`;
  const file = path.join(dir, fileName);
  await fs.writeFile(`${file}.part`, bytes);
  await fs.rename(`${file}.part`, file);
  try {
    const { view, replaced } = await writeTransaction(async (tx) => {
      const before = await issuableInvoice(tx, orderId);
      const after = await tx.orderInvoice.update({
        where: { orderId },
        data: { status: "issued", fileName, issuedAt: before.issuedAt ?? now, issuedBy: actor.actor },
      });
      await withAudit(tx, actor, {
        action: "invoice.attach",
        entity: "order",
        entityId: orderId,
        before: { status: before.status, file: before.fileName !== null },
        after: { status: after.status, file: true, bytes: bytes.length },
      });
      return { view: invoiceView(after), replaced: before.fileName };
    });
    if (replaced) await fs.rm(path.join(dir, replaced), { force: true });
    return view;
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
