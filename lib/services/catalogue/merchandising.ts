// Merchandising reads: running discounts (the discount area), activities and recommended shops,
// each with their products priced as checkout charges them. Cached like every catalogue read.
import { db, dbReady, type Prisma } from "@/lib/db";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { Locale } from "@/lib/i18n/routing";
import { cachedRead, localizedRead } from "./cache";
import { localizeContent, localizeOne, localizeProducts } from "./content-locale";
import { runningDiscount, saleRatePercent, withDiscounts } from "./pricing";
import { productRowSelect, type ProductRow } from "./catalogue";
import { saleTerms } from "../order/pricing";
import type { z } from "zod";
import type { discountPageSchema } from "@/lib/validation/responses/catalogue";

export type DiscountRow = z.output<typeof discountPageSchema>["rows"][number];

/** A product's SKUs as the goods page lists them (visible; sort, id): a sale's label is read over them. */
const visibleSkus = {
  where: { hidden: false },
  orderBy: [{ sort: "asc" as const }, { id: "asc" as const }],
  select: { id: true, price: true },
};

const activeDiscountWhere = async (now: Date): Promise<Prisma.DiscountWhereInput> => ({
  ...(await runningDiscount(now)),
  product: { isOnSale: true },
});

export const listDiscounts = localizedRead(
  "discounts",
  async (query: PageQuery, locale: Locale): Promise<Page<DiscountRow>> => {
    await dbReady();
    const where = await activeDiscountWhere(new Date());
    const [rows, total] = await Promise.all([
      db.discount.findMany({
        where,
        orderBy: [{ sort: "asc" }, { id: "asc" }],
        select: {
          id: true,
          title: true,
          ratePercent: true,
          startsAt: true,
          endsAt: true,
          quantityLimit: true,
          soldCount: true,
          perUserLimit: true,
          skus: { select: { skuId: true, price: true, ratePercent: true } },
          product: { select: { ...productRowSelect, skus: visibleSkus } },
        },
        ...skipTake(query),
      }),
      db.discount.count({ where }),
    ]);
    const [products, titled] = await Promise.all([
      withDiscounts(
        await localizeProducts(
          rows.map(({ product: { skus: _skus, ...product } }) => (void _skus, product)),
          locale,
        ),
      ),
      localizeContent("discount", rows, locale, ["title"]),
    ]);
    return toPage(
      titled.map(({ skus, quantityLimit, soldCount, perUserLimit, ...r }, i) => {
        // This sale's own price for the row (another sale of the product may price it lower).
        const terms = saleTerms({ ...r, quantityLimit, soldCount, perUserLimit, skus });
        return {
          id: r.id,
          title: r.title,
          // The sale's one label, as the goods page shows it (pricing.ts saleRatePercent).
          ratePercent: saleRatePercent(terms, rows[i].product.skus) ?? r.ratePercent ?? 100,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          remaining: quantityLimit === null ? null : Math.max(0, quantityLimit - soldCount),
          perUserLimit,
          product: products[i],
        };
      }),
      total,
      query,
    );
  },
  (q) => `${q.pageIndex}:${q.pageSize}`,
);

export type ActivityCard = {
  id: number;
  title: string;
  image: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  productCount: number;
  products: ProductRow[];
};

/** Activities not yet over (running first, then upcoming), each with a few of its products. */
export const listActivities = cachedRead("activities", async (locale: Locale): Promise<ActivityCard[]> => {
  await dbReady();
  const found = await db.activity.findMany({
    where: { active: true, endsAt: { gt: new Date() } },
    orderBy: [{ startsAt: "asc" }, { sort: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      image: true,
      description: true,
      startsAt: true,
      endsAt: true,
      _count: { select: { products: { where: { product: { isOnSale: true } } } } },
      products: {
        where: { product: { isOnSale: true } },
        take: 6,
        orderBy: { productId: "asc" },
        select: { product: { select: productRowSelect } },
      },
    },
  });
  const activities = await localizeContent("activity", found, locale, ["title", "description", "image"]);
  const products = await localizeProducts(
    activities.flatMap((a) => a.products.map((p) => p.product)),
    locale,
  );
  const byId = new Map((await withDiscounts(products)).map((p) => [p.id, p]));
  return activities.map(({ _count, products, ...a }) => ({
    ...a,
    productCount: _count.products,
    products: products.map((p) => byId.get(p.product.id) ?? p.product),
  }));
});

export type ShopCard = {
  id: number;
  name: string;
  logo: string;
  description: string;
  productCount: number;
  products: ProductRow[];
};

export const listRecommendedShops = cachedRead("shops", async (locale: Locale): Promise<ShopCard[]> => {
  await dbReady();
  const found = await db.shop.findMany({
    where: { recommended: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      logo: true,
      description: true,
      _count: { select: { products: { where: { isOnSale: true } } } },
      products: {
        where: { isOnSale: true },
        orderBy: [{ sales: "desc" }, { id: "asc" }],
        take: 3,
        select: productRowSelect,
      },
    },
  });
  const shops = await localizeContent("shop", found, locale, ["name", "description"]);
  const byId = new Map(
    (
      await withDiscounts(
        await localizeProducts(
          shops.flatMap((s) => s.products),
          locale,
        ),
      )
    ).map((p) => [p.id, p]),
  );
  return shops.map(({ _count, products, ...s }) => ({
    ...s,
    productCount: _count.products,
    products: products.map((p) => byId.get(p.id) ?? p),
  }));
});

export async function getShop(id: number, locale: Locale) {
  await dbReady();
  const shop = await db.shop.findUnique({
    where: { id },
    select: { id: true, name: true, logo: true, description: true },
  });
  return shop && localizeOne("shop", shop, locale, ["name", "description"]);
}

export async function getActivity(id: number, locale: Locale) {
  await dbReady();
  const activity = await db.activity.findUnique({
    where: { id, active: true },
    select: { id: true, title: true, image: true, description: true, startsAt: true, endsAt: true },
  });
  return activity && localizeOne("activity", activity, locale, ["title", "description", "image"]);
}
