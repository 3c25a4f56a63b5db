// Orders in and out of spreadsheets (issue 21, "Orders"): the CSV export of a filtered list, streamed
// in batches (tens of thousands of rows never sit in memory at once, cells that a spreadsheet would run
// as a formula are made inert), and batch shipping from an uploaded CSV of order number, courier and
// waybill — every row on its own, each in its own transaction with its own audit row, so a bad row
// is reported and nothing of it is half-applied, and the good rows ship.
import { db } from "@/lib/db";
import { formatCents } from "@/lib/domain/money";
import { orderMoney } from "@/lib/domain/order-money";
import { formatDateTime } from "@/lib/format/date";
import { adminTranslator } from "@/lib/i18n/admin-messages";
import type { Locale } from "@/lib/i18n/routing";
import { csvStream, parseCsv } from "@/lib/text/csv";
import { waybillSchema, type AdminOrderFilter } from "@/lib/validation/admin-orders";
import { ApiError } from "@/lib/domain/errors";
import { recordAudit, type AuditActor } from "../audit/trail";
import { adminOrderBatches } from "./admin";
import { shopCurrency } from "../shop/settings";
import { shipOrder } from "./operator";

const exportColumns = [
  "orderNo",
  "status",
  "createdAt",
  "paidAt",
  "shopper",
  "shopperPhone",
  "receiver",
  "receiverPhone",
  "address",
  "items",
  "itemsAmount",
  "freight",
  "discount",
  "points",
  "total",
  "refunded",
  "net",
  "courier",
  "waybill",
  "staffRemark",
] as const;

/** The export as a CSV stream (UTF-8 with BOM) in the operator's language; the export itself is audited. */
export async function exportOrdersCsv(
  filter: Omit<AdminOrderFilter, "sort">,
  locale: Locale,
  actor: AuditActor,
): Promise<ReadableStream<Uint8Array>> {
  await recordAudit(actor, { action: "order.export", entity: "order", after: { filter } });
  const t = adminTranslator(locale);
  const currency = await shopCurrency();
  const when = (d: Date | null) => (d ? formatDateTime(d, locale) : "");
  const money = (o: { totalAmount: number; paidAt: Date | null; afterSales: { status: string; amount: number }[] }) =>
    orderMoney(o, o.afterSales);
  async function* rows() {
    for await (const batch of adminOrderBatches(filter)) {
      yield batch.map((o) => [
        o.orderNo,
        t(`status.${o.status}`),
        when(o.createdAt),
        when(o.paidAt),
        o.user?.username ?? o.user?.nickname ?? "",
        o.user?.phone ?? "",
        o.receiverName,
        o.receiverPhone,
        o.receiverAddress,
        o.items.map((i) => `${i.name}${i.skuName ? ` ${i.skuName}` : ""} ×${i.quantity}`).join("; "),
        formatCents(o.itemsAmount),
        formatCents(o.freightAmount),
        formatCents(o.discountAmount),
        formatCents(o.pointsAmount),
        formatCents(o.totalAmount),
        // Refunds granted (confirmed or on their way back) and what the shop keeps (lib/domain/order-money.ts).
        formatCents(money(o).refundedAmount + money(o).refundingAmount),
        formatCents(money(o).netAmount),
        o.courier,
        o.waybillNo,
        o.staffRemark,
      ]);
    }
  }
  return csvStream(
    // Amounts are decimal numbers a spreadsheet reads; the headings name their currency (the shop's).
    exportColumns.map((c) => t(`export.${c}`, { currency })),
    rows(),
  );
}

/** At most this many rows per uploaded file (a day's parcels; larger files go in parts). */
export const MAX_BATCH_ROWS = 2000;

export type BatchRowResult = { line: number; orderNo: string; error: unknown | null };

/** The active couriers by code and by each of their names (a file may say SF, 顺丰速运 or SF Express). */
async function courierCodes(): Promise<Map<string, string>> {
  const rows = await db.courier.findMany({
    where: { active: true },
    select: { code: true, name: true, nameZhHant: true, nameEn: true, nameJa: true },
  });
  const codes = new Map<string, string>();
  for (const r of rows)
    for (const key of [r.code, r.name, r.nameZhHant, r.nameEn, r.nameJa]) if (key) codes.set(key.toUpperCase(), r.code);
  return codes;
}

/**
 * Ships every row of the file (order number, courier code or name, waybill; a header row is allowed).
 * Answers one result per row; the caller translates the errors. Refuses the whole file only when it
 * cannot be read or is too long.
 */
export async function shipFromCsv(csv: string, actor: AuditActor): Promise<BatchRowResult[]> {
  const { rows } = parseCsv(csv);
  const header = rows.length > 0 && !/^\d{25}$/.test(rows[0][0] ?? "") ? 1 : 0;
  const body = rows.slice(header);
  if (body.length === 0) throw new ApiError("VALIDATION", { fields: { csv: "required" } });
  if (body.length > MAX_BATCH_ROWS)
    throw new ApiError("VALIDATION", { key: "BATCH_TOO_MANY_ROWS", values: { max: MAX_BATCH_ROWS } });
  const results: BatchRowResult[] = [];
  const couriers = await courierCodes();
  for (const [index, cells] of body.entries()) {
    const line = index + header + 1;
    const [orderNo = "", courierCell = "", waybillCell = ""] = cells;
    const invalid = (field: string, message: string) =>
      results.push({ line, orderNo, error: new ApiError("VALIDATION", { fields: { [field]: message } }) });
    if (!/^\d{25}$/.test(orderNo)) {
      invalid("orderNo", "invalid");
      continue;
    }
    const courier = couriers.get(courierCell.trim().toUpperCase());
    if (!courier) {
      invalid("courier", "invalid");
      continue;
    }
    const waybill = waybillSchema.safeParse(waybillCell);
    if (!waybill.success) {
      invalid("waybill", waybill.error.issues[0]?.message ?? "invalid");
      continue;
    }
    try {
      await shipOrder(orderNo, undefined, { courierCode: courier, waybillNo: waybill.data }, actor);
      results.push({ line, orderNo, error: null });
    } catch (error) {
      results.push({ line, orderNo, error });
    }
  }
  return results;
}
