// A shopper's 到货通知 and 降价通知 (docs/decisions/046-notices.md): subscribe, list, cancel. Every
// query names the caller, so nobody reads or cancels another shopper's notice. A subscription stands
// until cancelled; the notice sweep (sweep.ts) tells it of every event while it stands, once each.
import type { z } from "zod";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { NoticeKind } from "@/lib/domain/notices";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { skipTake, toPage } from "@/lib/paging";
import type { NoticeListQuery, NoticeSubscribeInput } from "@/lib/validation/notices";
import type { noticePageSchema, noticeSchema } from "@/lib/validation/responses/notices";
import { withProductNames } from "../catalogue/localized";
import { chargedRowPrice, runningSales } from "../catalogue/pricing";

export type Notice = z.output<typeof noticeSchema>;
export type NoticePage = z.output<typeof noticePageSchema>;

/** The price a product is charged now (its lowest SKU under any running sale), as the goods page shows it. */
export async function chargedPriceNow(productId: number, price: number, now = new Date()): Promise<number> {
  return chargedRowPrice(price, (await runningSales([productId], now)).get(productId));
}

const noticeSelect = {
  id: true,
  kind: true,
  productId: true,
  skuId: true,
  targetPrice: true,
  createdAt: true,
  product: {
    select: { name: true, image: true, price: true, skus: { select: { id: true, name: true, price: true } } },
  },
} as const;

type NoticeRow = {
  id: number;
  kind: string;
  productId: number;
  skuId: number | null;
  targetPrice: number | null;
  createdAt: Date;
  product: { name: string; image: string; price: number; skus: { id: number; name: string; price: number }[] };
};

async function present(rows: NoticeRow[], locale: Locale): Promise<Notice[]> {
  const sales = await runningSales([...new Set(rows.map((r) => r.productId))]);
  const out = rows.map((r) => {
    const sku = r.skuId === null ? undefined : r.product.skus.find((s) => s.id === r.skuId);
    return {
      id: r.id,
      kind: r.kind as NoticeKind,
      productId: r.productId,
      name: r.product.name,
      image: r.product.image,
      skuId: r.skuId,
      skuName: sku?.name ?? null,
      targetPrice: r.targetPrice,
      price: sku ? sku.price : chargedRowPrice(r.product.price, sales.get(r.productId)),
      createdAt: r.createdAt.toISOString(),
    };
  });
  return locale === defaultLocale ? out : withProductNames(out, locale);
}

/**
 * 到货通知 on a SKU that is sold out now (in stock: a field error); 降价通知 on a product, below the
 * price charged now or a chosen price under it (not under it: a field error). Asking again for what
 * stands already answers the standing notice (a 降价通知 takes the new target). Serialised per shopper,
 * so a double tap makes one notice.
 */
export async function subscribeNotice(userId: number, input: NoticeSubscribeInput, locale: Locale): Promise<Notice> {
  await dbReady();
  const id =
    input.kind === "back_in_stock" ? await subscribeStock(userId, input.skuId) : await subscribePrice(userId, input);
  // The language the shopper's SMS and subscribe messages are written in (push.ts): the one they use.
  await writeTransaction((tx) =>
    tx.user.updateMany({
      where: { id: userId, OR: [{ locale: null }, { locale: { not: locale } }] },
      data: { locale },
    }),
  );
  const row = await db.noticeSubscription.findUniqueOrThrow({ where: { id }, select: noticeSelect });
  return (await present([row], locale))[0];
}

async function subscribeStock(userId: number, skuId: number): Promise<number> {
  return writeTransaction(
    async (tx) => {
      const sku = await tx.sku.findUnique({
        where: { id: skuId },
        select: { stock: true, hidden: true, productId: true, product: { select: { isOnSale: true } } },
      });
      if (!sku || sku.hidden || !sku.product.isOnSale)
        throw new ApiError("VALIDATION", { fields: { skuId: "notice_sku_not_found" } });
      if (sku.stock > 0) throw new ApiError("VALIDATION", { fields: { skuId: "notice_in_stock" } });
      const kind = "back_in_stock";
      const standing = await tx.noticeSubscription.findFirst({
        where: { userId, skuId, kind, cancelledAt: null },
        select: { id: true },
      });
      if (standing) return standing.id;
      const made = await tx.noticeSubscription.create({
        data: { userId, productId: sku.productId, skuId, kind },
        select: { id: true },
      });
      return made.id;
    },
    { shopper: userId },
  );
}

async function subscribePrice(
  userId: number,
  input: Extract<NoticeSubscribeInput, { kind: "price_drop" }>,
): Promise<number> {
  // The price charged now is read before the transaction (the running sales are read by the catalogue's
  // own queries, not on the transaction's connection); a sale starting in between is an event the
  // sweep tells of anyway.
  const product = await db.product.findUnique({
    where: { id: input.productId },
    select: { isOnSale: true, price: true },
  });
  if (!product || !product.isOnSale)
    throw new ApiError("VALIDATION", { fields: { productId: "notice_product_not_found" } });
  const now = await chargedPriceNow(input.productId, product.price);
  if (input.targetPrice !== undefined && input.targetPrice >= now)
    throw new ApiError("VALIDATION", { fields: { targetPrice: "notice_target_not_below" } });
  const targetPrice = input.targetPrice ?? now;
  const { productId, kind } = input;
  return writeTransaction(
    async (tx) => {
      const standing = await tx.noticeSubscription.findFirst({
        where: { userId, productId, kind, cancelledAt: null },
        select: { id: true },
      });
      if (standing) {
        await tx.noticeSubscription.update({ where: { id: standing.id }, data: { targetPrice } });
        return standing.id;
      }
      const made = await tx.noticeSubscription.create({
        data: { userId, productId, kind, targetPrice },
        select: { id: true },
      });
      return made.id;
    },
    { shopper: userId },
  );
}

/** The caller's standing notices, newest first; with `productId`, those on that product only. */
export async function listNotices(userId: number, query: NoticeListQuery, locale: Locale): Promise<NoticePage> {
  await dbReady();
  const where = { userId, cancelledAt: null, ...(query.productId ? { productId: query.productId } : {}) };
  const [rows, total] = await Promise.all([
    db.noticeSubscription.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: noticeSelect,
      ...skipTake(query),
    }),
    db.noticeSubscription.count({ where }),
  ]);
  return toPage(await present(rows, locale), total, query);
}

/** Cancels the caller's notice: another shopper's, or one cancelled already, is 404 alike. */
export async function cancelNotice(userId: number, id: number): Promise<{ ok: true }> {
  await dbReady();
  const { count } = await writeTransaction((tx) =>
    tx.noticeSubscription.updateMany({ where: { id, userId, cancelledAt: null }, data: { cancelledAt: new Date() } }),
  );
  if (count !== 1) throw new ApiError("NOT_FOUND", { key: "NOTICE_NOT_FOUND" });
  return { ok: true };
}
