// Catalogue reads: banners, home buttons, categories, product lists and detail (discounts, activities
// and shops are in merchandising.ts). Plain objects out, money in cents. Every read goes through the catalogue
// cache (cache.ts), which is invalidated by the catalogue version the moment anything
// it read changes.
import { db, dbReady, type Prisma } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { JsonText } from "@/lib/text/json-text";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { ProductListQuery, ProductSort } from "@/lib/validation/catalogue";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead, localizedRead } from "./cache";
import { localizeContent, localizeProducts } from "./content-locale";
import { saleTerms, saleTermsSelect, skuSale } from "../order/pricing";
import { chargedRowPrice, priced, runningDiscount, runningSales, saleRatePercent, withDiscounts } from "./pricing";
import type { ProductRow } from "./product-row";
import { isRichText, sanitizeRichText } from "./rich-text";
import type { z } from "zod";
import type {
  categoryDetailSchema,
  categoryNodeSchema,
  productDetailSchema,
  skuRowSchema,
} from "@/lib/validation/responses/catalogue";

export type { ProductRow };

export const productRowSelect = {
  id: true,
  name: true,
  price: true,
  originalPrice: true,
  image: true,
  sales: true,
} as const;

/** Switched on and inside its window (an open end never closes); the cache's TTL bounds how late a window shows. */
export const shownNow = (now: Date) => ({
  active: true,
  AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }],
});

export const listBanners = localizedRead("banners", async (position: "home" | "big", locale: Locale) => {
  await dbReady();
  const rows = await db.banner.findMany({
    where: { position, ...shownNow(new Date()) },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, title: true, image: true, link: true },
  });
  // A banner's picture may carry its title: a translation may give a picture of its own.
  return localizeContent("banner", rows, locale, ["title", "image"]);
});

export const listHomeButtons = cachedRead("home-buttons", async (locale: Locale) => {
  await dbReady();
  const rows = await db.homeButton.findMany({
    where: shownNow(new Date()),
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, name: true, icon: true, link: true },
  });
  return localizeContent("button", rows, locale, ["name"]);
});

export type CategoryNode = z.output<typeof categoryNodeSchema>;

/** The category tree, ordered by sort (spec: tree level limit 10). */
export const getCategoryTree = cachedRead("category-tree", async (locale: Locale): Promise<CategoryNode[]> => {
  await dbReady();
  // A category an operator hid is not in the shop's tree, nor is anything under it.
  const rows = await db.category.findMany({
    where: { hidden: false },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, name: true, icon: true, parentId: true },
  });
  const all = await localizeContent("category", rows, locale, ["name"]);
  const byParent = new Map<number | null, typeof all>();
  for (const c of all) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const build = (parentId: number | null, depth: number): CategoryNode[] =>
    depth >= 10
      ? []
      : (byParent.get(parentId) ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          icon: c.icon,
          children: build(c.id, depth + 1),
        }));
  return build(null, 0);
});

export function findCategory(
  nodes: CategoryNode[],
  id: number,
  parent: CategoryNode | null = null,
): { node: CategoryNode; parent: CategoryNode | null } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, parent };
    const below = findCategory(node.children, id, node);
    if (below) return below;
  }
  return null;
}

export function subtreeIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

export type CategoryDetail = z.output<typeof categoryDetailSchema>;

const brief = (n: CategoryNode) => ({ id: n.id, name: n.name, icon: n.icon });

/** One category with its parent and children, or null. */
export async function getCategory(id: number, locale: Locale): Promise<CategoryDetail | null> {
  const found = findCategory(await getCategoryTree(locale), id);
  if (!found) return null;
  const { node, parent } = found;
  return {
    ...brief(node),
    parent: parent ? { id: parent.id, name: parent.name } : null,
    children: node.children.map(brief),
  };
}

export async function getCategoryOrThrow(id: number, locale: Locale): Promise<CategoryDetail> {
  const category = await getCategory(id, locale);
  if (!category) throw new ApiError("NOT_FOUND", { key: "CATEGORY_NOT_FOUND" });
  return category;
}

/** get-category: a category by id, or the top level (without children) when no id is given. */
export async function getCategoryOrTop(id: number | undefined, locale: Locale) {
  return id ? getCategoryOrThrow(id, locale) : (await getCategoryTree(locale)).map(brief);
}

// ---------- product lists ----------

const productOrder: Record<
  Exclude<ProductSort, "price_asc" | "price_desc">,
  Prisma.ProductOrderByWithRelationInput[]
> = {
  default: [{ sort: "asc" }, { id: "asc" }],
  sales: [{ sales: "desc" }, { id: "asc" }],
  newest: [{ createdAt: "desc" }, { id: "desc" }],
};

type ProductFilter = Pick<ProductListQuery, "ids" | "categoryId" | "tag" | "shopId" | "activityId">;

async function productWhere(filter: ProductFilter): Promise<Prisma.ProductWhereInput> {
  const where: Prisma.ProductWhereInput = { isOnSale: true };
  if (filter.ids) where.id = { in: filter.ids };
  if (filter.categoryId) {
    // A category lists its own products and those of its sub-categories; ids from the cached tree
    // keep the query a plain IN on the indexed column.
    const found = findCategory(await getCategoryTree(defaultLocale), filter.categoryId);
    where.categoryId = { in: found ? subtreeIds(found.node) : [] };
  }
  if (filter.shopId) where.shopId = filter.shopId;
  if (filter.activityId) where.activities = { some: { activityId: filter.activityId } };
  if (filter.tag === "discount") {
    const now = new Date();
    where.discounts = { some: await runningDiscount(now) };
  } else if (filter.tag) {
    where.tags = { some: { tag: filter.tag } };
  }
  return where;
}

/** Totals are cached per filter, apart from the pages, so paging through a list counts once. */
const countProducts = cachedRead("products-count", async (filter: ProductFilter) => {
  await dbReady();
  return db.product.count({ where: await productWhere(filter) });
});

/**
 * The ids of a filter's products by the price charged now (running discounts applied), so a price
 * sort agrees with the prices shown; the column alone would put a discounted product out of place.
 * Built once per filter and catalogue version, then every page is a slice of it.
 */
const idsByChargedPrice = cachedRead(
  "products-price-order",
  async (filter: ProductFilter & { descending: boolean }) => {
    await dbReady();
    const [products, sales] = await Promise.all([
      db.product.findMany({ where: await productWhere(filter), select: { id: true, price: true } }),
      runningSales(),
    ]);
    const sign = filter.descending ? -1 : 1;
    return products
      .map((p) => ({ id: p.id, price: chargedRowPrice(p.price, sales.get(p.id)) }))
      .sort((a, b) => sign * (a.price - b.price) || a.id - b.id)
      .map((p) => p.id);
  },
);

async function pageByChargedPrice(
  filter: ProductFilter,
  query: ProductListQuery,
  descending: boolean,
  locale: Locale,
): Promise<Page<ProductRow>> {
  return pageOfIds(await idsByChargedPrice({ ...filter, descending }), query, locale);
}

/** Sort keys of a product, for ordering lists in memory the way productOrder orders them in SQL. */
export type SortKeys = { id: number; price: number; sales: number; sort: number; createdAt: Date };

export function compareBySort(sort: ProductSort): (a: SortKeys, b: SortKeys) => number {
  switch (sort) {
    case "sales":
      return (a, b) => b.sales - a.sales || a.id - b.id;
    case "newest":
      return (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    case "price_asc":
      return (a, b) => a.price - b.price || a.id - b.id;
    case "price_desc":
      return (a, b) => b.price - a.price || a.id - b.id;
    default:
      return (a, b) => a.sort - b.sort || a.id - b.id;
  }
}

export const inPriceRange = (price: number, range: { priceMin?: number; priceMax?: number }) =>
  (range.priceMin === undefined || price >= range.priceMin) &&
  (range.priceMax === undefined || price <= range.priceMax);

/**
 * A filter's product ids within a price range (on the price charged now, like the price sort), in the
 * list's order. Built once per filter, range, sort and catalogue version; pages are slices of it.
 */
const idsInPriceRange = cachedRead(
  "products-price-range",
  async (input: ProductFilter & { sort: ProductSort; priceMin?: number; priceMax?: number }) => {
    await dbReady();
    const [products, sales] = await Promise.all([
      db.product.findMany({
        where: await productWhere(input),
        select: { id: true, price: true, sales: true, sort: true, createdAt: true },
      }),
      runningSales(),
    ]);
    return products
      .map((p) => ({ ...p, price: chargedRowPrice(p.price, sales.get(p.id)) }))
      .filter((p) => inPriceRange(p.price, input))
      .sort(compareBySort(input.sort))
      .map((p) => p.id);
  },
);

async function pageOfIds(ids: number[], query: ProductListQuery, locale: Locale): Promise<Page<ProductRow>> {
  const { skip, take } = skipTake(query);
  const pageIds = ids.slice(skip, skip + take);
  const rows = await db.product.findMany({ where: { id: { in: pageIds } }, select: productRowSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = pageIds.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
  return toPage(await withDiscounts(await localizeProducts(ordered, locale)), ids.length, query);
}

export const listProducts = localizedRead(
  "products",
  async (query: ProductListQuery, locale: Locale): Promise<Page<ProductRow>> => {
    await dbReady();
    const filter: ProductFilter = {
      ids: query.ids,
      categoryId: query.categoryId,
      tag: query.tag,
      shopId: query.shopId,
      activityId: query.activityId,
    };
    const sort = query.sort ?? "default";
    if (query.priceMin !== undefined || query.priceMax !== undefined) {
      return pageOfIds(
        await idsInPriceRange({ ...filter, sort, priceMin: query.priceMin, priceMax: query.priceMax }),
        query,
        locale,
      );
    }
    if (sort === "price_asc" || sort === "price_desc")
      return pageByChargedPrice(filter, query, sort === "price_desc", locale);
    const [rows, total] = await Promise.all([
      db.product.findMany({
        where: await productWhere(filter),
        orderBy: productOrder[sort],
        select: productRowSelect,
        ...skipTake(query),
      }),
      countProducts(filter),
    ]);
    return toPage(await withDiscounts(await localizeProducts(rows, locale)), total, query);
  },
  (q) =>
    [
      q.pageIndex,
      q.pageSize,
      q.ids?.join(","),
      q.categoryId,
      q.tag,
      q.shopId,
      q.activityId,
      q.sort ?? "default",
      q.priceMin,
      q.priceMax,
    ].join(":"),
);

// ---------- product detail ----------

/** `price` is what checkout charges now; `originalPrice` the regular price when a discount lowers it. */
export type SkuRow = z.output<typeof skuRowSchema>;
/** One spec dimension's value of a SKU: ["颜色", "曜石黑"]. */
export type SkuSpec = SkuRow["specs"][number];

/** Sku.specs (JSON) as pairs; anything malformed reads as no specs, so the flat SKU list shows. */
export function parseSkuSpecs(json: string): SkuSpec[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    const pairs = list.filter(
      (e): e is SkuSpec =>
        Array.isArray(e) &&
        e.length === 2 &&
        typeof e[0] === "string" &&
        typeof e[1] === "string" &&
        e[0] !== "" &&
        e[1] !== "",
    );
    return pairs.length === list.length ? pairs : [];
  } catch {
    return [];
  }
}

export type ProductDetail = z.output<typeof productDetailSchema>;

function parseImages(json: string, fallback: string): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    const urls = Array.isArray(list) ? list.filter((u): u is string => typeof u === "string" && u.length > 0) : [];
    return urls.length ? urls : [fallback];
  } catch {
    return [fallback];
  }
}

const productDetail = localizedRead(
  "product-detail",
  async (id: number, locale: Locale): Promise<ProductDetail | null> => {
    await dbReady();
    const running = await runningDiscount(new Date());
    const p = await db.product.findUnique({
      where: { id },
      select: {
        ...productRowSelect,
        subtitle: true,
        description: true,
        images: true,
        isOnSale: true,
        category: { select: { id: true, name: true } },
        shop: { select: { id: true, name: true, logo: true } },
        tags: { select: { tag: true }, orderBy: { tag: "asc" } },
        discounts: {
          where: running,
          orderBy: [{ sort: "asc" }, { id: "asc" }],
          select: { ...saleTermsSelect, title: true, startsAt: true, endsAt: true },
        },
        skus: {
          where: { hidden: false },
          orderBy: [{ sort: "asc" }, { id: "asc" }],
          select: { id: true, name: true, price: true, stock: true, image: true, specs: true },
        },
      },
    });
    if (!p) return null;
    const { discounts, tags, images, skus, category, shop, ...base } = p;
    const [[rest], [localCategory], localShop, localDiscounts, localSkus] = await Promise.all([
      localizeProducts([base], locale),
      localizeContent("category", [category], locale, ["name"]),
      shop ? localizeContent("shop", [shop], locale, ["name"]) : [null],
      localizeContent("discount", discounts, locale, ["title"]),
      localizeContent("sku", skus, locale, ["name", "specs"]),
    ]);
    const sales = discounts.map(saleTerms);
    const onSale = skus.map((sku) => skuSale(sales, sku));
    // The sale the goods page counts down: the one pricing the cheapest SKU on sale.
    const shown = onSale.reduce<(typeof onSale)[number]>(
      (best, s) => (s && (!best || s.price < best.price) ? s : best),
      null,
    );
    const sale = shown ? localDiscounts.find((d) => d.id === shown.sale.id) : undefined;
    return {
      ...priced(
        rest,
        onSale.reduce((low, s) => Math.min(low, s?.price ?? low), rest.price),
      ),
      // Sanitised when an operator saved it; again here, for rows written before or around that path.
      description: isRichText(rest.description) ? sanitizeRichText(rest.description) : rest.description,
      images: parseImages(images, p.image),
      category: localCategory,
      shop: localShop[0] ?? null,
      tags: tags.map((t) => t.tag),
      discount:
        sale && shown
          ? {
              id: sale.id,
              title: sale.title,
              // The sale's one label (pricing.ts saleRatePercent), as the home strip and the sale list show it.
              ratePercent: saleRatePercent(shown.sale, skus) ?? shown.sale.ratePercent ?? 100,
              startsAt: sale.startsAt.toISOString(),
              endsAt: sale.endsAt.toISOString(),
              remaining: sale.quantityLimit === null ? null : Math.max(0, sale.quantityLimit - sale.soldCount),
              perUserLimit: sale.perUserLimit,
              skuIds: sale.skus.length ? sale.skus.map((l) => l.skuId) : null,
            }
          : null,
      skus: localSkus.map((s, i) =>
        priced({ ...s, specs: parseSkuSpecs(s.specs), originalPrice: null }, onSale[i]?.price),
      ),
    };
  },
);

export async function getProductDetailOrThrow(id: number, locale: Locale): Promise<ProductDetail> {
  const detail = await productDetail(id, locale);
  if (!detail) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
  return detail;
}

/** The detail as JSON text for the API (a cache hit costs no serialisation). */
export async function productDetailJsonOrThrow(id: number, locale: Locale): Promise<JsonText<ProductDetail>> {
  await getProductDetailOrThrow(id, locale);
  // Not null: the same cached read was just checked.
  return (await productDetail.json(id, locale)) as JsonText<ProductDetail>;
}

export async function listProductSkusOrThrow(id: number, locale: Locale): Promise<SkuRow[]> {
  return (await getProductDetailOrThrow(id, locale)).skus;
}
