// The demo data, loaded idempotently: fixed ids, and sync.ts's compare-then-write, so running the seed
// twice gives the same rows and the second run writes (almost) nothing. Stock, sales, coupon claim
// counts and all shoppers' data (orders, carts, coupons, points…) are never reset or deleted by a
// re-seed. `syntheticProducts` tops the catalogue up to that many products for benchmarks.
//
// Entry points: prisma/seed.ts (`npx prisma db seed`) and scripts/prepare-db.ts (empty database on
// start). Images are URLs of the generated SVGs served by app/media/[kind]/[file]/route.ts.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import type { Dialect } from "../../lib/db/dialect";
import { mediaUrl, productImageUrls, skuImageUrl } from "../../lib/media";
import { activityArt, artFor, artOptions, bannerArt, categoryArt, productArt, skuColour } from "./art";
import { catalogueEntries, catalogueLeaves, categories, skuPlan, type SeedProduct } from "./catalogue";
import { seedDemoUser } from "./demo-user";
import { seedCoupons, seedEngagement, seedServiceItems } from "./engagement";
import {
  DISCOUNT_RATES,
  discountTitle,
  seedActivities,
  seedBanners,
  seedButtons,
  seedFreightRules,
  seedPickupPoints,
  seedShops,
} from "./merchandising";
import { seedSynthetic, SYNTHETIC_FIRST_ID } from "./synthetic";
import { seedTranslations } from "./translations";
import { describeSync, keepWindow, SEED_TRANSACTION, syncRows, type SyncResult, type Tx } from "./sync";
import { DEMO_DATA_SETTING } from "../../lib/shop-marks";
// The key writer itself, not the catalogue's entry: that would load the app's database client (and
// its environment) into the seed. It imports nothing but the pinyin libraries.
// eslint-disable-next-line no-restricted-imports
import { backfillNameKeys, refreshNameKeys } from "../../lib/services/catalogue/search-keys";
// eslint-disable-next-line no-restricted-imports -- as the key writer: no database client in the seed.
import { openStockLedger } from "../../lib/services/catalogue/stock-opening";

export { DEMO_USER } from "./demo-user";
export { SYNTHETIC_FIRST_ID } from "./synthetic";

export type SeedOptions = { syntheticProducts?: number; log?: (msg: string) => void };

const productArtOf = (product: SeedProduct) => artFor(productArt[product.name] ?? ["box", "f59e0b"], product.skus);

const TAGS = ["boutique", "recommend", "new", "imported"] as const;

export async function seedDatabase(client: PrismaClient, dialect: Dialect, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  // The app's own connection settings (SQLite: WAL, a property of the file, makes the bulk inserts
  // below much cheaper; foreign keys are checked).
  await dialect.prepare(client);

  await client.$transaction(async (tx) => {
    await seedCatalogue(tx, log);
    await seedMerchandising(tx, log);
    await seedEngagement(tx, log);
    await seedTranslations(tx, log);
    // The mark of a demo database (lib/demo.ts): the launch checklist asks for the demo's removal, and
    // the setup command refuses to make a real shop on top of it.
    const mark = JSON.stringify({ seededAt: new Date().toISOString() });
    await tx.shopSetting.upsert({
      where: { key: DEMO_DATA_SETTING },
      create: { key: DEMO_DATA_SETTING, value: mark },
      update: { value: mark, version: { increment: 1 } },
    });
    // The names (zh-Hans, zh-Hant) are written: their search keys, in the same transaction.
    await refreshNameKeys(
      tx,
      catalogueEntries().map((e) => e.id),
    );
  }, SEED_TRANSACTION);
  // The catalogue was inserted with fixed ids: ids created from now on must come after them.
  await dialect.afterExplicitIds(client);
  await seedDemoUser(client, log);
  if (options.syntheticProducts && options.syntheticProducts > 0)
    await seedSynthetic(client, options.syntheticProducts, log);
  await dialect.afterExplicitIds(client);
  // Products of the database that have no search keys yet (written before the keys existed).
  const keyed = await backfillNameKeys(client);
  if (keyed) log(`search keys: ${keyed} products`);
  // The seeded stock enters the ledger as opening rows, so stock = sum(delta) holds from the start.
  const opened = await openStockLedger(client);
  if (opened) log(`stock ledger: ${opened} opening rows`);
}

/**
 * What the seed writes, by id (every seeded row has a fixed id): `npm run demo:remove` removes exactly
 * these (lib/services/shop/demo.ts), plus the synthetic products from SYNTHETIC_FIRST_ID.
 */
export function demoFootprint() {
  const entries = catalogueEntries();
  return {
    productIds: entries.map((e) => e.id),
    syntheticFromId: SYNTHETIC_FIRST_ID,
    categoryIds: [...categories.map((_, i) => i + 1), ...catalogueLeaves().map((l) => l.id)],
    shopIds: seedShops.map((s) => s.id),
    bannerIds: seedBanners.map((b) => b.id),
    buttonIds: seedButtons.map((_, i) => i + 1),
    activityIds: seedActivities.map((a) => a.id),
    couponIds: seedCoupons.map((c) => c.id),
    serviceItemIds: seedServiceItems.map((s) => s.id),
    freightRuleIds: seedFreightRules.map((r) => r.id),
    pickupPointIds: seedPickupPoints.map((p) => p.id),
  };
}

async function seedCatalogue(tx: Tx, log: (msg: string) => void): Promise<void> {
  const shops = seedShops.map((s) => ({
    id: s.id,
    name: s.name,
    logo: mediaUrl("shop", s.id, { emoji: s.emoji, ...artOptions(categoryArt[categories[s.id - 1].name]) }),
    description: s.description,
    recommended: true,
    sort: s.id,
  }));
  const shopResult = await syncRows({
    desired: shops,
    existing: await tx.shop.findMany({ where: { id: { in: shops.map((s) => s.id) } } }),
    key: ["id"],
    update: ["name", "logo", "description", "recommended", "sort"],
    createMany: (data) => tx.shop.createMany({ data }),
    updateOne: (row, data) => tx.shop.update({ where: { id: row.id }, data }),
  });

  // Categories: the tops first, so the leaves' parent ids exist.
  const tops = categories.map((top, index) => ({
    id: index + 1,
    name: top.name,
    icon: mediaUrl("category", index + 1, { emoji: top.emoji, ...artOptions(categoryArt[top.name]) }),
    sort: index,
    parentId: null,
  }));
  const leaves = catalogueLeaves().map((leaf) => ({
    id: leaf.id,
    name: leaf.name,
    icon: mediaUrl("category", leaf.id, { emoji: leaf.emoji, ...artOptions(categoryArt[leaf.name]) }),
    sort: leaf.sort,
    parentId: leaf.topId,
  }));
  const existingCategories = await tx.category.findMany({
    where: { id: { in: [...tops, ...leaves].map((c) => c.id) } },
  });
  const categoryResults: SyncResult[] = [];
  for (const desired of [tops, leaves] as const) {
    categoryResults.push(
      await syncRows<{ id: number; name: string; icon: string; sort: number; parentId: number | null }>({
        desired,
        existing: existingCategories,
        key: ["id"],
        update: ["name", "icon", "sort", "parentId"],
        createMany: (data) => tx.category.createMany({ data }),
        updateOne: (row, data) => tx.category.update({ where: { id: row.id }, data }),
      }),
    );
  }

  // Products. `sort` interleaves the leaves (every leaf's first product, then every leaf's second…) so
  // the default listing starts varied; sales and on-sale state are written on insert only.
  const entries = catalogueEntries();
  const products = entries.map(({ id, product, topId, leafId, leafOrdinal, indexInLeaf, leafName }) => {
    const images = productImageUrls(id, productArtOf(product));
    const shop = seedShops[topId - 1];
    return {
      id,
      name: product.name,
      subtitle: product.subtitle,
      description: `${product.name}\n\n${product.subtitle}。精选${leafName}好物，由${shop.name}发货。\n\n· 正品保障，假一赔十\n· 下单后 48 小时内发货\n· 支持七天无理由退换`,
      image: images[0],
      images: JSON.stringify(images),
      price: product.price,
      originalPrice: product.originalPrice ?? null,
      sales: product.sales,
      isOnSale: true,
      sort: indexInLeaf * 100 + leafOrdinal,
      categoryId: leafId,
      shopId: shop.id,
    };
  });
  const productIds = products.map((p) => p.id);
  const productResult = await syncRows({
    desired: products,
    existing: await tx.product.findMany({ where: { id: { in: productIds } } }),
    key: ["id"],
    update: [
      "name",
      "subtitle",
      "description",
      "image",
      "images",
      "price",
      "originalPrice",
      "sort",
      "categoryId",
      "shopId",
    ],
    createMany: (data) => tx.product.createMany({ data }),
    updateOne: (row, data) => tx.product.update({ where: { id: row.id }, data }),
  });

  // SKUs: stock is written on insert only (orders move it).
  // A SKU that names a colour shows the product in that colour.
  const skus = entries.flatMap(({ id, product }) => {
    const art = productArtOf(product);
    return skuPlan(id, product).map((sku) => {
      const colour = skuColour(sku.name);
      return { ...sku, productId: id, image: colour ? skuImageUrl(id, art.kind, colour) : null };
    });
  });
  const skuResult = await syncRows({
    desired: skus,
    existing: await tx.sku.findMany({ where: { id: { in: skus.map((s) => s.id) } } }),
    key: ["id"],
    update: ["productId", "name", "price", "weight", "image", "specs"],
    createMany: (data) => tx.sku.createMany({ data }),
    updateOne: (row, data) => tx.sku.update({ where: { id: row.id }, data }),
  });

  // Merchandising tags of the demo products: exactly the catalogue's (stale ones are removed).
  const tags = entries.flatMap(({ id, product }) =>
    (product.tags ?? []).map((tag) => ({ tag, productId: id, sort: products[id - 1].sort })),
  );
  const existingTags = await tx.productTag.findMany({
    where: { productId: { in: productIds }, tag: { in: [...TAGS] } },
  });
  const tagResult = await syncRows({
    desired: tags,
    existing: existingTags,
    key: ["tag", "productId"],
    update: ["sort"],
    createMany: (data) => tx.productTag.createMany({ data }),
    updateOne: (row, data) =>
      tx.productTag.update({ where: { tag_productId: { tag: row.tag, productId: row.productId } }, data }),
  });
  const wanted = new Set(tags.map((t) => `${t.tag}:${t.productId}`));
  const staleTags = existingTags.filter((t) => !wanted.has(`${t.tag}:${t.productId}`));
  for (const stale of staleTags) {
    await tx.productTag.delete({ where: { tag_productId: { tag: stale.tag, productId: stale.productId } } });
  }

  const categoryResult = categoryResults.reduce((a, b) => ({
    created: a.created + b.created,
    updated: a.updated + b.updated,
  }));
  log(
    [
      describeSync("shops", shops.length, shopResult),
      describeSync("categories", tops.length + leaves.length, categoryResult),
      describeSync("products", products.length, productResult),
      describeSync("SKUs", skus.length, skuResult),
      describeSync("tags", tags.length, tagResult) + (staleTags.length ? ` (${staleTags.length} removed)` : ""),
    ].join(", "),
  );
}

async function seedMerchandising(tx: Tx, log: (msg: string) => void): Promise<void> {
  const now = Date.now();
  const entries = catalogueEntries();

  // Discounts: every fifth product from the third, running for a year.
  const discountTargets = entries.filter((e) => e.id % 5 === 3);
  const existingDiscounts = await tx.discount.findMany({ where: { id: { in: discountTargets.map((_, i) => i + 1) } } });
  const discountById = new Map(existingDiscounts.map((d) => [d.id, d]));
  const discounts = discountTargets.map((e, index) => {
    const id = index + 1;
    const before = discountById.get(id);
    const window = keepWindow(before && { start: before.startsAt, end: before.endsAt }, -1, 365, now);
    const ratePercent = DISCOUNT_RATES[index % DISCOUNT_RATES.length];
    return {
      id,
      productId: e.id,
      title: discountTitle(ratePercent),
      ratePercent,
      startsAt: window.start,
      endsAt: window.end,
      sort: id,
    };
  });
  const discountResult = await syncRows({
    desired: discounts,
    existing: existingDiscounts,
    key: ["id"],
    update: ["productId", "title", "ratePercent", "startsAt", "endsAt", "sort"],
    createMany: (data) => tx.discount.createMany({ data }),
    updateOne: (row, data) => tx.discount.update({ where: { id: row.id }, data }),
  });

  // Activities and their products.
  const existingActivities = await tx.activity.findMany({ where: { id: { in: seedActivities.map((a) => a.id) } } });
  const activityById = new Map(existingActivities.map((a) => [a.id, a]));
  const activities = seedActivities.map((a) => {
    const before = activityById.get(a.id);
    const window = keepWindow(before && { start: before.startsAt, end: before.endsAt }, a.startDays, a.endDays, now);
    return {
      id: a.id,
      title: a.title,
      image: mediaUrl("activity", a.id, { emoji: a.emoji, title: a.title, ...artOptions(activityArt[a.id]) }),
      description: a.description,
      startsAt: window.start,
      endsAt: window.end,
      sort: a.id,
    };
  });
  const activityResult = await syncRows({
    desired: activities,
    existing: existingActivities,
    key: ["id"],
    update: ["title", "image", "description", "startsAt", "endsAt", "sort"],
    createMany: (data) => tx.activity.createMany({ data }),
    updateOne: (row, data) => tx.activity.update({ where: { id: row.id }, data }),
  });
  const links = seedActivities.flatMap((a) =>
    entries.filter(a.products).map((e) => ({ activityId: a.id, productId: e.id })),
  );
  const existingLinks = await tx.activityProduct.findMany({
    where: { activityId: { in: activities.map((a) => a.id) }, productId: { lte: entries.length } },
  });
  const linkResult = await syncRows({
    desired: links,
    existing: existingLinks,
    key: ["activityId", "productId"],
    update: [],
    createMany: (data) => tx.activityProduct.createMany({ data }),
    updateOne: async () => undefined,
  });
  const wantedLinks = new Set(links.map((l) => `${l.activityId}:${l.productId}`));
  const staleLinks = existingLinks.filter((l) => !wantedLinks.has(`${l.activityId}:${l.productId}`));
  for (const stale of staleLinks) {
    await tx.activityProduct.delete({
      where: { activityId_productId: { activityId: stale.activityId, productId: stale.productId } },
    });
  }

  const banners = seedBanners.map((b) => ({
    id: b.id,
    position: b.position,
    title: b.title,
    image: mediaUrl("banner", b.id, { emoji: b.emoji, title: b.title, ...artOptions(bannerArt[b.id]) }),
    link: b.link,
    sort: b.id,
    active: true,
  }));
  const bannerResult = await syncRows({
    desired: banners,
    existing: await tx.banner.findMany({ where: { id: { in: banners.map((b) => b.id) } } }),
    key: ["id"],
    update: ["position", "title", "image", "link", "sort", "active"],
    createMany: (data) => tx.banner.createMany({ data }),
    updateOne: (row, data) => tx.banner.update({ where: { id: row.id }, data }),
  });

  const buttons = seedButtons.map(([name, emoji, link], index) => ({
    id: index + 1,
    name,
    icon: mediaUrl("button", index + 1, { emoji }),
    link,
    sort: index + 1,
    active: true,
  }));
  const buttonResult = await syncRows({
    desired: buttons,
    existing: await tx.homeButton.findMany({ where: { id: { in: buttons.map((b) => b.id) } } }),
    key: ["id"],
    update: ["name", "icon", "link", "sort", "active"],
    createMany: (data) => tx.homeButton.createMany({ data }),
    updateOne: (row, data) => tx.homeButton.update({ where: { id: row.id }, data }),
  });

  const freightResult = await syncRows({
    desired: seedFreightRules,
    existing: await tx.freightRule.findMany({ where: { id: { in: seedFreightRules.map((r) => r.id) } } }),
    key: ["id"],
    update: [
      "name",
      "firstWeight",
      "firstWeightPrice",
      "continuousWeight",
      "continuousWeightPrice",
      "maxWeight",
      "freeShippingThreshold",
      "isDefault",
      "region",
    ],
    createMany: (data) => tx.freightRule.createMany({ data }),
    updateOne: (row, data) => tx.freightRule.update({ where: { id: row.id }, data }),
  });

  const pickupResult = await syncRows({
    desired: seedPickupPoints,
    existing: await tx.pickupPoint.findMany({ where: { id: { in: seedPickupPoints.map((p) => p.id) } } }),
    key: ["id"],
    update: ["name", "address", "phone", "hours", "lat", "lng"],
    createMany: (data) => tx.pickupPoint.createMany({ data }),
    updateOne: (row, data) => tx.pickupPoint.update({ where: { id: row.id }, data }),
  });

  log(
    [
      describeSync("discounts", discounts.length, discountResult),
      describeSync("activities", activities.length, activityResult),
      describeSync("activity products", links.length, linkResult) +
        (staleLinks.length ? ` (${staleLinks.length} removed)` : ""),
      describeSync("banners", banners.length, bannerResult),
      describeSync("home buttons", buttons.length, buttonResult),
      describeSync("freight rules", seedFreightRules.length, freightResult),
      describeSync("pick-up points", seedPickupPoints.length, pickupResult),
    ].join(", "),
  );
}
