// The demo data's translations (ProductTranslation, ContentTranslation) for zh-Hant, en and ja,
// written idempotently like the rest of the seed (sync.ts). Texts come from the i18n-*.ts files,
// keyed by the zh-Hans text; one that has none gets no row and falls back to zh-Hans.
import { mediaUrl } from "../../lib/media";
import { activityArt, artOptions, bannerArt } from "./art";
import { catalogueEntries, catalogueLeaves, categories, skuPlan } from "./catalogue";
import { seedCoupons, seedServiceItems } from "./engagement";
import {
  categoryTexts,
  couponTexts,
  discountTitleIn,
  merchTexts,
  productDescriptionIn,
  shopTexts,
  skuTexts,
  specTexts,
  type Pair,
} from "./i18n-content";
import { productTexts } from "./i18n-products";
import { serviceTexts } from "./i18n-service";
import { toHant } from "./i18n-zh-hant";
import { DISCOUNT_RATES, discountTitle, seedActivities, seedBanners, seedButtons, seedShops } from "./merchandising";
import { describeSync, syncRows, type Tx } from "./sync";

type Foreign = "zh-Hant" | "en" | "ja";
type ContentRow = { entity: string; entityId: number; locale: string; field: string; value: string };
type ProductRow = {
  productId: number;
  locale: string;
  name: string;
  subtitle: string | null;
  description: string | null;
};

/** zh-Hant by conversion, en/ja from a [en, ja] pair when there is one. */
function inEach(zh: string, pair: readonly [string, string] | undefined): [Foreign, string][] {
  const out: [Foreign, string][] = [["zh-Hant", toHant(zh)]];
  if (pair) out.push(["en", pair[0]], ["ja", pair[1]]);
  return out;
}

/** Words in [en, ja] each through specTexts (a word without one stays as it is: "256GB", "M"). */
function specPair(words: string[]): Pair | undefined {
  if (!words.some((w) => specTexts[w])) return undefined;
  return [words.map((w) => specTexts[w]?.[0] ?? w).join(" "), words.map((w) => specTexts[w]?.[1] ?? w).join(" ")];
}

/** Sku.specs JSON in [en, ja]; zh-Hant comes from inEach's conversion of the JSON text. */
function specsIn(specs: [string, string][]): Pair {
  const side = (i: 0 | 1) =>
    JSON.stringify(specs.map(([dim, value]) => [specTexts[dim]?.[i] ?? dim, specTexts[value]?.[i] ?? value]));
  return [side(0), side(1)];
}

const hantDescription = (name: string, subtitle: string, leaf: string, shop: string) =>
  `${name}\n\n${subtitle}。精選${leaf}好物，由${shop}出貨。\n\n· 正品保障，假一賠十\n· 下單後 48 小時內出貨\n· 支援七天無理由退換`;

export function productTranslationRows(): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const { id, product, topId, leafName } of catalogueEntries()) {
    const shop = seedShops[topId - 1];
    const hant = { name: toHant(product.name), subtitle: toHant(product.subtitle) };
    rows.push({
      productId: id,
      locale: "zh-Hant",
      ...hant,
      description: hantDescription(hant.name, hant.subtitle, toHant(leafName), toHant(shop.name)),
    });
    const texts = productTexts[product.name];
    if (!texts) continue;
    const [en, enSub, ja, jaSub] = texts;
    rows.push({
      productId: id,
      locale: "en",
      name: en,
      subtitle: enSub,
      description: productDescriptionIn(
        "en",
        en,
        enSub,
        categoryTexts[leafName]?.[0] ?? leafName,
        shopTexts[shop.name]?.name[0] ?? shop.name,
      ),
    });
    rows.push({
      productId: id,
      locale: "ja",
      name: ja,
      subtitle: jaSub,
      description: productDescriptionIn(
        "ja",
        ja,
        jaSub,
        categoryTexts[leafName]?.[1] ?? leafName,
        shopTexts[shop.name]?.name[1] ?? shop.name,
      ),
    });
  }
  return rows;
}

export function contentTranslationRows(): ContentRow[] {
  const rows: ContentRow[] = [];
  const put = (
    entity: string,
    entityId: number,
    field: string,
    zh: string,
    pair: readonly [string, string] | undefined,
  ) => {
    for (const [locale, value] of inEach(zh, pair))
      if (value !== zh) rows.push({ entity, entityId, locale, field, value });
  };
  categories.forEach((top, index) => put("category", index + 1, "name", top.name, categoryTexts[top.name]));
  for (const leaf of catalogueLeaves()) put("category", leaf.id, "name", leaf.name, categoryTexts[leaf.name]);
  for (const { id, product } of catalogueEntries()) {
    for (const sku of skuPlan(id, product)) {
      const specs = JSON.parse(sku.specs) as [string, string][];
      put("sku", sku.id, "name", sku.name, skuTexts[sku.name] ?? specPair(specs.map(([, value]) => value)));
      // A grid SKU's spec pairs, each dimension and value in the locale (as JSON, like Sku.specs).
      if (specs.length) put("sku", sku.id, "specs", sku.specs, specsIn(specs));
    }
  }
  for (const shop of seedShops) {
    put("shop", shop.id, "name", shop.name, shopTexts[shop.name]?.name);
    put("shop", shop.id, "description", shop.description, shopTexts[shop.name]?.description);
  }
  for (const banner of seedBanners) {
    const titles = inEach(banner.title, merchTexts[banner.title]);
    for (const [locale, title] of titles) {
      rows.push({ entity: "banner", entityId: banner.id, locale, field: "title", value: title });
      // The banner's picture carries its title: each locale gets its own.
      rows.push({
        entity: "banner",
        entityId: banner.id,
        locale,
        field: "image",
        value: mediaUrl("banner", banner.id, {
          emoji: banner.emoji,
          title,
          locale,
          ...artOptions(bannerArt[banner.id]),
        }),
      });
    }
  }
  seedButtons.forEach(([name], index) => put("button", index + 1, "name", name, merchTexts[name]));
  for (const activity of seedActivities) {
    for (const [locale, title] of inEach(activity.title, merchTexts[activity.title])) {
      rows.push({ entity: "activity", entityId: activity.id, locale, field: "title", value: title });
      rows.push({
        entity: "activity",
        entityId: activity.id,
        locale,
        field: "image",
        value: mediaUrl("activity", activity.id, {
          emoji: activity.emoji,
          title,
          locale,
          ...artOptions(activityArt[activity.id]),
        }),
      });
    }
    put("activity", activity.id, "description", activity.description, merchTexts[activity.description]);
  }
  // Discounts: the same ids index.ts gives them (every fifth product from the third).
  catalogueEntries()
    .filter((e) => e.id % 5 === 3)
    .forEach((_, index) => {
      const rate = DISCOUNT_RATES[index % DISCOUNT_RATES.length];
      put("discount", index + 1, "title", discountTitle(rate), [
        discountTitleIn("en", rate),
        discountTitleIn("ja", rate),
      ]);
    });
  for (const coupon of seedCoupons) put("coupon", coupon.id, "name", coupon.name, couponTexts[coupon.name]);
  for (const item of seedServiceItems) {
    const texts = serviceTexts[item.id];
    for (const field of ["title", "summary", "content"] as const)
      put("service", item.id, field, item[field], texts && [texts.en[field], texts.ja[field]]);
  }
  return rows;
}

export async function seedTranslations(tx: Tx, log: (msg: string) => void): Promise<void> {
  const products = productTranslationRows();
  const productResult = await syncRows({
    desired: products,
    existing: await tx.productTranslation.findMany({
      where: { productId: { in: [...new Set(products.map((p) => p.productId))] } },
    }),
    key: ["productId", "locale"],
    update: ["name", "subtitle", "description"],
    createMany: (data) => tx.productTranslation.createMany({ data }),
    updateOne: (row, data) =>
      tx.productTranslation.update({
        where: { productId_locale: { productId: row.productId, locale: row.locale } },
        data,
      }),
  });
  const content = contentTranslationRows();
  const entities = [...new Set(content.map((c) => c.entity))];
  const contentResult = await syncRows({
    desired: content,
    existing: await tx.contentTranslation.findMany({
      where: { entity: { in: entities }, entityId: { in: [...new Set(content.map((c) => c.entityId))] } },
    }),
    key: ["entity", "locale", "entityId", "field"],
    update: ["value"],
    createMany: (data) => tx.contentTranslation.createMany({ data }),
    updateOne: (row, data) =>
      tx.contentTranslation.update({
        where: {
          entity_locale_entityId_field: {
            entity: row.entity,
            locale: row.locale,
            entityId: row.entityId,
            field: row.field,
          },
        },
        data,
      }),
  });
  log(
    [
      describeSync("product translations", products.length, productResult),
      describeSync("content translations", content.length, contentResult),
    ].join(", "),
  );
}
