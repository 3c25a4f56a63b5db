// Orders in and out of spreadsheets (issue 21, "Orders"): the CSV export of a filtered list, streamed
// in batches (tens of thousands of rows never sit in memory at once, cells that a spreadsheet would run
// as a formula are made inert), and batch shipping from an uploaded CSV of order number, courier and
// waybill — every row on its own, each in its own transaction with its own audit row, so a bad row
// is reported and nothing of it is half-applied, and the good rows ship.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { formatCents } from "@/lib/domain/money";
import { orderMoney } from "@/lib/domain/order-money";
import { formatDateTime } from "@/lib/format/date";
import { adminTranslator } from "@/lib/i18n/admin-messages";
import type { Locale } from "@/lib/i18n/routing";
import { csvStream, parseCsv } from "@/lib/text/csv";
import { batchOutcomes, waybillSchema, type AdminOrderFilter } from "@/lib/validation/admin-orders";
import { ApiError } from "@/lib/domain/errors";
import { recordAudit, type AuditActor } from "../audit/trail";
import { adminOrderBatches } from "./admin";
import { shopCurrency } from "../shop/settings";
import { shipInTransaction } from "./operator";
import { courierNameIn } from "./couriers";
import { orderStatus } from "@/lib/domain/order-status";

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

export type BatchOutcome = (typeof batchOutcomes)[number];
export { batchOutcomes };

export type BatchLine = {
  line: number;
  orderNo: string;
  outcome: BatchOutcome;
  /** The courier's code when the cell names an accepted courier, else the cell as written. */
  courier: string;
  waybill: string;
  /** The order's status when the order exists. */
  status: number | null;
  /** For `repeated`: the line that named the order first. */
  firstLine: number | null;
};

type PlannedLine = BatchLine & { orderId: number | null; courierName: string };

export type ShipBatchResult = {
  applied: boolean;
  lines: BatchLine[];
  /** The couriers a file may name (by code or any of their names), named in the operator's language. */
  couriers: { code: string; name: string }[];
};

type ActiveCourier = { code: string; name: string; nameZhHant: string; nameEn: string; nameJa: string };

/** The active couriers by code and by each of their names (a file may say SF, 顺丰速运 or SF Express). */
function courierKeys(rows: ActiveCourier[]): Map<string, ActiveCourier> {
  const keys = new Map<string, ActiveCourier>();
  for (const r of rows)
    for (const key of [r.code, r.name, r.nameZhHant, r.nameEn, r.nameJa]) if (key) keys.set(key.toUpperCase(), r);
  return keys;
}

/** The file's rows without its header (a first row whose first cell is not an order number). */
function fileRows(csv: string): { first: number; body: string[][] } {
  const { rows } = parseCsv(csv);
  const header = rows.length > 0 && !ORDER_NO.test((rows[0][0] ?? "").trim()) ? 1 : 0;
  const body = rows.slice(header);
  if (body.length === 0) throw new ApiError("VALIDATION", { fields: { csv: "required" } });
  if (body.length > MAX_BATCH_ROWS)
    throw new ApiError("VALIDATION", { key: "BATCH_TOO_MANY_ROWS", values: { max: MAX_BATCH_ROWS } });
  return { first: header + 1, body };
}

const ORDER_NO = /^\d{25}$/;

/** What every line of the file would do, read from the orders as they are now (inside `tx`). */
async function planBatch(
  tx: Tx | typeof db,
  csv: string,
): Promise<{ lines: PlannedLine[]; couriers: ActiveCourier[] }> {
  const { first, body } = fileRows(csv);
  const active = await tx.courier.findMany({
    where: { active: true },
    orderBy: [{ sort: "asc" }, { code: "asc" }],
    select: { code: true, name: true, nameZhHant: true, nameEn: true, nameJa: true },
  });
  const byKey = courierKeys(active);
  const numbers = [...new Set(body.map(([no = ""]) => no.trim()).filter((no) => ORDER_NO.test(no)))];
  const orders = new Map(
    (
      await tx.order.findMany({
        where: { orderNo: { in: numbers } },
        select: { id: true, orderNo: true, status: true, shippedAt: true },
      })
    ).map((o) => [o.orderNo, o]),
  );
  const seen = new Map<string, number>();
  const lines = body.map((cells, index): PlannedLine => {
    const line = first + index;
    const [orderNo = "", courierCell = "", waybillCell = ""] = cells.map((c) => c.trim());
    const courier = byKey.get(courierCell.toUpperCase());
    const waybill = waybillSchema.safeParse(waybillCell);
    const order = orders.get(orderNo);
    const firstLine = orderNo ? (seen.get(orderNo) ?? null) : null;
    if (orderNo && firstLine === null) seen.set(orderNo, line);
    const outcome: BatchOutcome =
      firstLine !== null
        ? "repeated"
        : !order
          ? "unknownOrder"
          : order.shippedAt
            ? "alreadyShipped"
            : order.status !== orderStatus.WAITING_TO_SHIP
              ? "notPaid"
              : !courier
                ? "unknownCourier"
                : !waybill.success
                  ? "badWaybill"
                  : "ship";
    return {
      line,
      orderNo,
      outcome,
      courier: courier?.code ?? courierCell,
      courierName: courier?.name ?? "",
      waybill: waybill.success ? waybill.data : waybillCell,
      status: order?.status ?? null,
      firstLine,
      orderId: order?.id ?? null,
    };
  });
  return { lines, couriers: active };
}

/**
 * Batch shipping from a CSV file (order number, courier code or name, waybill; a header row is
 * allowed). `confirm` false: a preview, what every line would do, nothing written. `confirm` true: the
 * file is planned again inside one transaction and its `ship` lines are shipped there, each with its
 * audit row, so a confirmed batch is all or nothing (an order another clerk ships meanwhile refuses the
 * whole batch with 409: preview again). Refuses the file only when it cannot be read or is too long.
 */
export async function shipBatch(
  csv: string,
  confirm: boolean,
  locale: Locale,
  actor: AuditActor,
): Promise<ShipBatchResult> {
  await dbReady();
  const run = async (tx: Tx | typeof db) => {
    const { lines, couriers } = await planBatch(tx, csv);
    const toShip = lines.filter((l) => l.outcome === "ship");
    if (confirm)
      for (const l of toShip)
        await shipInTransaction(tx as Tx, l.orderId!, { code: l.courier, name: l.courierName }, l.waybill, actor);
    return {
      applied: confirm && toShip.length > 0,
      lines: lines.map((l): BatchLine => ({
        line: l.line,
        orderNo: l.orderNo,
        outcome: l.outcome,
        courier: l.courier,
        waybill: l.waybill,
        status: l.status,
        firstLine: l.firstLine,
      })),
      couriers: couriers.map((c) => ({ code: c.code, name: courierNameIn(c, locale) })),
    };
  };
  // Thousands of orders in one transaction: more time than a single write is allowed.
  return confirm ? writeTransaction(run, { timeoutMs: 120_000 }) : run(db);
}
