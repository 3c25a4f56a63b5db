// Sales and flash sales in the back office (issue 23): a product's SKUs at a flash price or rate in a
// time window, with a total quantity and a per-shopper limit (the counters checkout takes,
// order/sale-counters.ts). Saving bumps the catalogue version (triggers on Discount and DiscountSku),
// so the home's 限时优惠 strip and the goods page's countdown show what was saved on every process at
// once. Orders already placed keep the price they were placed at (OrderItem.price is a copy).
// A flash sale (秒杀, docs/decisions/022-flash-sale.md) holds its quantity apart from the SKU's stock
// (FlashStock) from the save on, while it is on and not ended (holdFlashUnits).
import { db, dbReady, writeTransaction, type Prisma, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { z } from "zod";
import type { AdminSaleQuery, saleCreateSchema, saleUpdateSchema } from "@/lib/validation/admin-marketing";
import type { AdminSale, adminSaleProductSchema } from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import { salePrice, saleTerms } from "../order/pricing";
import { releaseFlashUnits } from "../order/flash-units";
import { recordStock, returnStock } from "./stock-ledger";
import { paymentWindowMinutes } from "../order/payment-window";
import { localizedOf, readTranslations, staleVersion, writeTranslations } from "./admin-text";

export type SaleInput = z.output<typeof saleCreateSchema>;
export type SaleUpdate = z.output<typeof saleUpdateSchema>;

const select = {
  id: true,
  productId: true,
  title: true,
  ratePercent: true,
  startsAt: true,
  endsAt: true,
  quantityLimit: true,
  soldCount: true,
  perUserLimit: true,
  sort: true,
  active: true,
  version: true,
  flash: true,
  paymentWindowMinutes: true,
  flashStock: { select: { held: true, sold: true, releasedAt: true } },
  product: { select: { name: true } },
  skus: {
    orderBy: { skuId: "asc" },
    select: { skuId: true, price: true, ratePercent: true, sku: { select: { name: true, price: true } } },
  },
} as const;

type Row = Prisma.DiscountGetPayload<{ select: typeof select }>;

/** Units sold: a flash sale counts them in FlashStock (off the catalogue's Discount row). */
const soldOf = (r: Row) => (r.flash ? (r.flashStock?.sold ?? 0) : r.soldCount);

function status(r: Row, now: Date): AdminSale["status"] {
  if (!r.active) return "stopped";
  if (r.endsAt <= now) return "ended";
  if (r.startsAt > now) return "upcoming";
  if (r.quantityLimit !== null && soldOf(r) >= r.quantityLimit) return "soldOut";
  return "running";
}

async function views(client: Tx, rows: Row[], now = new Date()): Promise<AdminSale[]> {
  const texts = await readTranslations(
    client,
    "discount",
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const terms = saleTerms({ ...r, skus: r.skus.map(({ sku: _s, ...l }) => (void _s, l)) });
    return {
      id: r.id,
      productId: r.productId,
      productName: r.product.name,
      title: localizedOf(r.title, texts.get(r.id)?.get("title")),
      ratePercent: r.ratePercent,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      quantityLimit: r.quantityLimit,
      soldCount: soldOf(r),
      perUserLimit: r.perUserLimit,
      sort: r.sort,
      active: r.active,
      status: status(r, now),
      flash: r.flash,
      paymentWindowMinutes: r.paymentWindowMinutes,
      held: r.flash ? (r.flashStock && !r.flashStock.releasedAt ? r.flashStock.held : 0) : null,
      skus: r.skus.map((l) => ({
        skuId: l.skuId,
        name: l.sku.name,
        regularPrice: l.sku.price,
        price: l.price,
        ratePercent: l.ratePercent,
        salePrice: salePrice(terms, { id: l.skuId, price: l.sku.price }) ?? l.sku.price,
      })),
      version: r.version,
    };
  });
}

async function viewOne(client: Tx, id: number): Promise<AdminSale> {
  const row = await client.discount.findUnique({ where: { id }, select });
  if (!row) throw new ApiError("NOT_FOUND", { key: "SALE_NOT_FOUND" });
  return (await views(client, [row]))[0];
}

function statusWhere(filter: AdminSaleQuery["status"], now: Date): Prisma.DiscountWhereInput {
  switch (filter) {
    case "running":
      return { active: true, startsAt: { lte: now }, endsAt: { gt: now } };
    case "upcoming":
      return { active: true, startsAt: { gt: now } };
    case "ended":
      return { active: true, endsAt: { lte: now } };
    case "stopped":
      return { active: false };
    default:
      return {};
  }
}

export async function adminListSales(query: AdminSaleQuery): Promise<Page<AdminSale>> {
  await dbReady();
  const where = statusWhere(query.status, new Date());
  const [rows, total] = await Promise.all([
    db.discount.findMany({ where, orderBy: [{ startsAt: "desc" }, { id: "desc" }], select, ...skipTake(query) }),
    db.discount.count({ where }),
  ]);
  return toPage(await views(db, rows), total, query);
}

export async function adminGetSale(id: number): Promise<AdminSale> {
  await dbReady();
  return viewOne(db, id);
}

/** A product and its SKUs, for choosing what goes on sale (the sale screen's picker). */
export async function adminSaleProduct(id: number): Promise<z.output<typeof adminSaleProductSchema>> {
  await dbReady();
  const product = await db.product.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      skus: { orderBy: { id: "asc" }, select: { id: true, name: true, price: true, stock: true } },
    },
  });
  if (!product) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
  return product;
}

/**
 * The lines must be SKUs of the product, and a flash price must be below the SKU's regular price
 * (a "sale" that charges more is a typo, refused on its field).
 */
async function checkLines(tx: Tx, input: SaleInput): Promise<void> {
  if (!(await tx.product.count({ where: { id: input.productId } })))
    throw new ApiError("VALIDATION", { fields: { productId: "not_found" } });
  if (input.skus.length === 0) return;
  const skus = await tx.sku.findMany({
    where: { id: { in: input.skus.map((l) => l.skuId) }, productId: input.productId },
    select: { id: true, price: true },
  });
  const priceOf = new Map(skus.map((s) => [s.id, s.price]));
  const fields: Record<string, string> = {};
  input.skus.forEach((line, i) => {
    const regular = priceOf.get(line.skuId);
    if (regular === undefined) fields[`skus.${i}.skuId`] = "not_found";
    else if (line.price !== null && line.price >= regular) fields[`skus.${i}.price`] = "sale_price_not_lower";
  });
  if (Object.keys(fields).length) throw new ApiError("VALIDATION", { fields });
}

const columns = (input: SaleInput) => ({
  productId: input.productId,
  title: input.title["zh-Hans"],
  ratePercent: input.ratePercent,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  quantityLimit: input.quantityLimit,
  perUserLimit: input.perUserLimit,
  sort: input.sort,
  active: input.active,
  flash: input.flash,
  paymentWindowMinutes: input.flash ? input.paymentWindowMinutes : null,
});

const audited = (s: AdminSale) => {
  const { soldCount: _s, status: _t, productName: _p, held: _h, ...rest } = s;
  void _s;
  void _t;
  void _p;
  void _h;
  return rest;
};

/** A flash order waits for payment at most as long as any order of the shop. */
async function checkFlashWindow(tx: Tx, input: SaleInput): Promise<void> {
  if (!input.flash || input.paymentWindowMinutes === null) return;
  const shop = await paymentWindowMinutes(tx);
  if (input.paymentWindowMinutes > shop)
    throw new ApiError("VALIDATION", {
      fields: { paymentWindowMinutes: "flash_window_longer" },
      key: "FLASH_WINDOW_LONGER",
      values: { minutes: shop },
    });
}

const stockShort = () =>
  new ApiError("VALIDATION", { fields: { quantityLimit: "flash_stock_short" }, key: "FLASH_STOCK_SHORT" });

/**
 * Holds a flash sale's units after a save, in its transaction: while the sale is on and not ended,
 * its quantity less the units sold is taken from the SKU's stock (only the difference to what it held
 * before moves); stopped or ended, what it holds goes back. Every move is conditional: not enough
 * stock is 422 on the quantity, units sold past a lowered quantity 409 (the sale's row changed
 * meanwhile on another process: the operator saves again).
 */
async function holdFlashUnits(tx: Tx, id: number, input: SaleInput, now: Date, actor: AuditActor): Promise<void> {
  const skuId = input.skus[0].skuId;
  const quantity = input.quantityLimit as number;
  const window = { startsAt: input.startsAt, endsAt: input.endsAt };
  const wanted = input.active && input.endsAt > now;
  let stock = await tx.flashStock.findUnique({ where: { discountId: id } });
  if (!stock)
    stock = await tx.flashStock.create({ data: { discountId: id, skuId, held: 0, releasedAt: now, ...window } });
  if (!wanted) {
    await releaseFlashUnits(tx, id, now);
    await tx.flashStock.update({ where: { discountId: id }, data: window });
    return;
  }
  if (quantity < stock.sold)
    throw new ApiError("CONFLICT", {
      key: "SALE_QUANTITY_BELOW_SOLD",
      values: { sold: stock.sold },
      fields: { quantityLimit: "below_sold" },
    });
  const target = quantity - stock.sold;
  const delta = target - (stock.releasedAt ? 0 : stock.held);
  const moved = await tx.flashStock.updateMany({
    where: { discountId: id, held: stock.held, sold: stock.sold, releasedAt: stock.releasedAt },
    data: { held: target, releasedAt: null, ...window },
  });
  if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "FLASH_SALE_BUSY" });
  // Units the sale holds are out of the stock: a `flash` row of the ledger, each way.
  if (delta > 0) {
    try {
      await recordStock(tx, skuId, -delta, "flash", "", actor);
    } catch (error) {
      if (error instanceof ApiError && error.detail?.key === "STOCK_NOT_ENOUGH") throw stockShort();
      throw error;
    }
  } else if (delta < 0) {
    await returnStock(tx, skuId, -delta, "flash", {}, actor);
  }
}

async function writeLines(tx: Tx, discountId: number, input: SaleInput): Promise<void> {
  await tx.discountSku.deleteMany({ where: { discountId } });
  if (input.skus.length)
    await tx.discountSku.createMany({
      data: input.skus.map((l) => ({ discountId, skuId: l.skuId, price: l.price, ratePercent: l.ratePercent })),
    });
}

export async function adminCreateSale(input: SaleInput, actor: AuditActor): Promise<AdminSale> {
  await dbReady();
  return writeTransaction(async (tx) => {
    await checkLines(tx, input);
    await checkFlashWindow(tx, input);
    const { id } = await tx.discount.create({ data: columns(input), select: { id: true } });
    await writeLines(tx, id, input);
    if (input.flash) await holdFlashUnits(tx, id, input, new Date(), actor);
    await writeTranslations(tx, "discount", id, { title: input.title });
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, { action: "sale.create", entity: "sale", entityId: id, after: audited(after) });
    return after;
  });
}

/**
 * Saves an edit made on `version`: conditional on it, and on the units already sold fitting the new
 * quantity (a checkout racing the edit cannot slip past it). Moving the sale to another product is
 * refused once it has sold: its counters belong to that product's orders.
 */
export async function adminUpdateSale(id: number, input: SaleUpdate, actor: AuditActor): Promise<AdminSale> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await viewOne(tx, id);
    await checkLines(tx, input);
    await checkFlashWindow(tx, input);
    if (before.productId !== input.productId && before.soldCount > 0)
      throw new ApiError("VALIDATION", { fields: { productId: "sale_product_fixed" } });
    // A flash sale stays one (its units are held), and keeps its SKU: stop it and make another.
    if (before.flash !== input.flash) throw new ApiError("VALIDATION", { fields: { flash: "flash_fixed" } });
    if (before.flash && before.skus[0]?.skuId !== input.skus[0]?.skuId)
      throw new ApiError("VALIDATION", { fields: { skus: "flash_sku_fixed" } });
    const limit = input.quantityLimit;
    const changed = await tx.discount.updateMany({
      where: { id, version: input.version, ...(limit === null || input.flash ? {} : { soldCount: { lte: limit } }) },
      data: { ...columns(input), version: { increment: 1 } },
    });
    if (changed.count !== 1) {
      if (before.version !== input.version) throw staleVersion(before);
      throw new ApiError("CONFLICT", {
        key: "SALE_QUANTITY_BELOW_SOLD",
        values: { sold: before.soldCount },
        fields: { quantityLimit: "below_sold" },
        current: before,
      });
    }
    await writeLines(tx, id, input);
    if (input.flash) await holdFlashUnits(tx, id, input, new Date(), actor);
    await writeTranslations(tx, "discount", id, { title: input.title });
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, {
      action: "sale.update",
      entity: "sale",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
