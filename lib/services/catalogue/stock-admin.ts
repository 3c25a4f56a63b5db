// Stock in the back office (issue 23, "Stock"): every change an operator makes is a ledger row
// (./stock-ledger.ts: delta, reason, the stock after, who, when) written with the change by a
// conditional update, in the same transaction as its audit row. Checkouts take stock with conditional updates of
// their own (lib/services/order), so an adjustment racing them never loses a unit and stock never goes
// below zero — below what unpaid orders already hold, as placing an order takes its units at once.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";
import type { PageQuery } from "@/lib/validation/common";
import { withAudit, type AuditActor } from "../audit/trail";
import { recordStock, type StockReason } from "./stock-ledger";

const entryView = (e: {
  id: number;
  delta: number;
  reason: string;
  stockAfter: number;
  note: string;
  actor: string;
  orderId: number | null;
  afterSaleId: number | null;
  createdAt: Date;
}) => ({ ...e, reason: e.reason as StockReason, createdAt: e.createdAt.toISOString() });

/** An operator's adjustment: the ledger row and the audit row, with the change, in one transaction. */
export async function adjustStock(
  skuId: number,
  input: { delta: number; reason: StockReason; note: string },
  actor: AuditActor,
) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const entry = await recordStock(tx, skuId, input.delta, input.reason, input.note, actor);
    await withAudit(tx, actor, {
      action: "sku.stock",
      entity: "sku",
      entityId: skuId,
      before: { stock: entry.stockAfter - input.delta },
      after: { stock: entry.stockAfter, reason: input.reason },
      reason: input.note,
    });
    return { skuId, stock: entry.stockAfter, entry: entryView(entry) };
  });
}

/** The stock at which the dashboard warns about this SKU. */
export async function setLowStock(skuId: number, lowStock: number, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.sku.findUnique({ where: { id: skuId }, select: { lowStock: true } });
    if (!before) throw new ApiError("NOT_FOUND", { key: "SKU_NOT_FOUND" });
    await tx.sku.update({ where: { id: skuId }, data: { lowStock } });
    await withAudit(tx, actor, {
      action: "sku.low_stock",
      entity: "sku",
      entityId: skuId,
      before: { lowStock: before.lowStock },
      after: { lowStock },
    });
    return { skuId, lowStock };
  });
}

type LedgerFilter = {
  skuId?: number;
  reason?: StockReason;
  orderId?: number;
  /** Shop days (yyyy-MM-dd, +8), both included. */
  from?: string;
  to?: string;
};

const ledgerWhere = (f: LedgerFilter) => ({
  ...(f.skuId !== undefined ? { skuId: f.skuId } : {}),
  ...(f.reason !== undefined ? { reason: f.reason } : {}),
  ...(f.orderId !== undefined ? { orderId: f.orderId } : {}),
  ...(f.from || f.to
    ? {
        createdAt: {
          ...(f.from ? { gte: shopDayStart(f.from) } : {}),
          ...(f.to ? { lt: shopDayEnd(f.to) } : {}),
        },
      }
    : {}),
});

/** A SKU's ledger, newest first, filtered by kind, order and days. */
export async function stockLedger(skuId: number, query: PageQuery & LedgerFilter) {
  await dbReady();
  const where = ledgerWhere({ ...query, skuId });
  const [rows, total] = await Promise.all([
    db.stockEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(query) }),
    db.stockEntry.count({ where }),
  ]);
  return toPage(rows.map(entryView), total, query);
}

/**
 * The whole stock ledger, newest first, by SKU, kind, order and days, each row with its product and
 * SKU: "where did this order's units go", "what was written off this week".
 */
export async function stockLedgerEntries(query: PageQuery & LedgerFilter) {
  await dbReady();
  const where = ledgerWhere(query);
  const [rows, total] = await Promise.all([
    db.stockEntry.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { sku: { select: { name: true, product: { select: { id: true, name: true } } } } },
      ...skipTake(query),
    }),
    db.stockEntry.count({ where }),
  ]);
  return toPage(
    rows.map(({ sku, ...e }) => ({
      ...entryView(e),
      skuId: e.skuId,
      skuName: sku.name,
      productId: sku.product.id,
      productName: sku.product.name,
    })),
    total,
    query,
  );
}

/** SKUs for the stock screen: by product name, SKU or product code, or product id; low or sold out. */
export async function adminListStock(query: PageQuery & { q?: string; skuId?: number; state?: "low" | "out" }) {
  await dbReady();
  const q = query.q?.trim();
  const or: object[] = [];
  if (q) {
    or.push({ code: q }, { product: { code: q } }, { product: { name: { startsWith: q } } });
    if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) or.push({ productId: Number(q) });
  }
  const where = {
    product: { deletedAt: null },
    ...(or.length ? { OR: or } : {}),
    ...(query.skuId !== undefined ? { id: query.skuId } : {}),
    ...(query.state === "out" ? { stock: 0, hidden: false } : {}),
    ...(query.state === "low" ? { stock: { lte: db.sku.fields.lowStock }, hidden: false } : {}),
  };
  const [rows, total] = await Promise.all([
    db.sku.findMany({
      where,
      orderBy: [{ stock: "asc" }, { id: "asc" }],
      select: {
        id: true,
        productId: true,
        name: true,
        code: true,
        stock: true,
        lowStock: true,
        hidden: true,
        product: { select: { name: true } },
      },
      ...skipTake(query),
    }),
    db.sku.count({ where }),
  ]);
  return toPage(
    rows.map((s) => ({
      skuId: s.id,
      productId: s.productId,
      productName: s.product.name,
      skuName: s.name,
      code: s.code,
      stock: s.stock,
      lowStock: s.lowStock,
      hidden: s.hidden,
    })),
    total,
    query,
  );
}
