// A large synthetic catalogue for benchmarks (SEED_PRODUCTS=20000): product ids from 100001 up, spread
// over the demo leaf categories, with names mixing Chinese and English words ("星耀轻薄智能手机 phone
// Pro S123", "海蓝精选橙子 orange") so that search load looks like real queries. Everything about product n is
// derived from n, so the catalogue is the same on every machine. Idempotent: tops the products table up
// to the target, creating only the missing ones, 1,000 per transaction with createMany.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { productImageUrls, skuImageUrl } from "../../lib/media";
import { artFor, nounArt, skuColour } from "./art";
import { catalogueLeaves, skuPlan } from "./catalogue";
import { skuTexts } from "./i18n-content";
import { adjectiveTexts, brandTexts, featureTexts, nounTexts, suffixTexts } from "./i18n-synthetic";
import { toHant } from "./i18n-zh-hant";
// The key writer itself, not the catalogue's entry (which would load the app's database client).
// eslint-disable-next-line no-restricted-imports
import { nameKeys } from "../../lib/services/catalogue/search-keys";

export const SYNTHETIC_FIRST_ID = 100_001;
const CHUNK = 1000;
const DAY = 24 * 3600 * 1000;

// zh, en ("" = Chinese only), emoji, typical price in cents, weight in grams.
type Noun = readonly [zh: string, en: string, emoji: string, price: number, weight: number];
type Style = "tech" | "goods" | "food";
type LeafWords = { style: Style; nouns: readonly Noun[]; skus: readonly [string, string] };

// Four kinds of goods and a pair of variant names per leaf category, keyed by the leaf's name in
// catalogue.ts.
const wordsByLeaf: Record<string, LeafWords> = {
  手机: {
    style: "tech",
    skus: ["8GB+128GB", "8GB+256GB"],
    nouns: [
      ["智能手机", "phone", "📱", 199900, 400],
      ["5G手机", "smartphone", "📱", 259900, 420],
      ["游戏手机", "gaming phone", "📱", 329900, 450],
      ["折叠屏手机", "foldable phone", "📲", 699900, 480],
    ],
  },
  耳机音响: {
    style: "tech",
    skus: ["黑色", "白色"],
    nouns: [
      ["蓝牙耳机", "earbuds", "🎧", 29900, 100],
      ["耳机", "", "🎧", 9900, 80],
      ["头戴耳机", "headphones", "🎧", 59900, 350],
      ["蓝牙音箱", "speaker", "🔊", 19900, 600],
    ],
  },
  平板电脑: {
    style: "tech",
    skus: ["标准版", "高配版"],
    nouns: [
      ["平板电脑", "tablet", "📱", 199900, 500],
      ["笔记本电脑", "laptop", "💻", 499900, 1500],
      ["无线鼠标", "mouse", "🖱️", 7900, 100],
      ["机械键盘", "keyboard", "⌨️", 29900, 900],
    ],
  },
  厨房电器: {
    style: "tech",
    skus: ["标准款", "尊享款"],
    nouns: [
      ["电饭煲", "rice cooker", "🍚", 29900, 3500],
      ["空气炸锅", "air fryer", "🍟", 25900, 4000],
      ["咖啡机", "coffee maker", "☕", 89900, 5000],
      ["电水壶", "kettle", "🫖", 9900, 1200],
    ],
  },
  生活电器: {
    style: "tech",
    skus: ["白色", "灰色"],
    nouns: [
      ["吸尘器", "vacuum", "🧹", 99900, 3000],
      ["电风扇", "fan", "🌀", 19900, 4500],
      ["加湿器", "humidifier", "💧", 14900, 1600],
      ["吹风机", "hair dryer", "💨", 29900, 600],
    ],
  },
  男装: {
    style: "goods",
    skus: ["M", "L"],
    nouns: [
      ["T恤", "t-shirt", "👕", 7900, 250],
      ["衬衫", "shirt", "👔", 15900, 300],
      ["夹克", "jacket", "🧥", 39900, 800],
      ["休闲裤", "pants", "👖", 15900, 500],
    ],
  },
  女装: {
    style: "goods",
    skus: ["S", "M"],
    nouns: [
      ["连衣裙", "dress", "👗", 25900, 350],
      ["针织衫", "sweater", "🧶", 18900, 400],
      ["半身裙", "skirt", "👗", 15900, 300],
      ["风衣", "coat", "🧥", 49900, 900],
    ],
  },
  箱包: {
    style: "goods",
    skus: ["黑色", "卡其色"],
    nouns: [
      ["双肩包", "backpack", "🎒", 15900, 900],
      ["行李箱", "suitcase", "🧳", 39900, 3500],
      ["手提包", "handbag", "👜", 49900, 800],
      ["钱包", "wallet", "👛", 9900, 150],
    ],
  },
  护肤: {
    style: "goods",
    skus: ["30ml", "50ml"],
    nouns: [
      ["面霜", "cream", "🧴", 19900, 150],
      ["精华液", "serum", "💧", 29900, 120],
      ["面膜", "", "🎭", 9900, 300],
      ["爽肤水", "toner", "🧴", 12900, 250],
    ],
  },
  彩妆: {
    style: "goods",
    skus: ["#01", "#02"],
    nouns: [
      ["口红", "lipstick", "💄", 13900, 60],
      ["粉底液", "foundation", "🧴", 22900, 120],
      ["眼影盘", "eyeshadow", "🎨", 15900, 150],
      ["腮红", "", "🌸", 9900, 80],
    ],
  },
  休闲零食: {
    style: "food",
    skus: ["经典装", "量贩装"],
    nouns: [
      ["坚果", "nuts", "🥜", 9900, 800],
      ["饼干", "cookies", "🍪", 3900, 500],
      ["巧克力", "chocolate", "🍫", 4900, 300],
      ["薯片", "chips", "🥔", 1990, 200],
    ],
  },
  新鲜水果: {
    style: "food",
    skus: ["3 斤装", "5 斤装"],
    nouns: [
      ["苹果", "apple", "🍎", 3990, 1600],
      ["橙子", "orange", "🍊", 3590, 1600],
      ["葡萄", "grapes", "🍇", 4990, 1100],
      ["芒果", "", "🥭", 3990, 1600],
    ],
  },
  茶饮冲调: {
    style: "food",
    skus: ["单盒装", "礼盒装"],
    nouns: [
      ["咖啡", "coffee", "☕", 6900, 300],
      ["绿茶", "green tea", "🍵", 15900, 300],
      ["红茶", "black tea", "🫖", 12900, 300],
      ["奶茶", "milk tea", "🧋", 3900, 600],
    ],
  },
  家纺: {
    style: "goods",
    skus: ["1.5m 床", "1.8m 床"],
    nouns: [
      ["四件套", "bedding", "🛏️", 29900, 2500],
      ["枕头", "pillow", "🛌", 9900, 1200],
      ["毛毯", "", "🧣", 8900, 1200],
      ["浴巾", "towel", "🧺", 4900, 500],
    ],
  },
  收纳整理: {
    style: "goods",
    skus: ["小号", "大号"],
    nouns: [
      ["收纳箱", "storage box", "📦", 5900, 1500],
      ["置物架", "shelf", "🗄️", 8900, 2000],
      ["衣架", "hangers", "👚", 2990, 800],
      ["收纳袋", "", "🛍️", 3990, 400],
    ],
  },
  奶粉辅食: {
    style: "food",
    skus: ["单罐装", "三罐装"],
    nouns: [
      ["奶粉", "formula", "🍼", 25900, 1000],
      ["米粉", "rice cereal", "🥣", 6900, 300],
      ["果泥", "", "🍐", 3900, 400],
      ["磨牙棒", "teething stick", "🍪", 2990, 100],
    ],
  },
  益智玩具: {
    style: "goods",
    skus: ["标准版", "豪华版"],
    nouns: [
      ["积木", "blocks", "🧱", 12900, 1500],
      ["拼图", "puzzle", "🧩", 5900, 600],
      ["玩具车", "toy car", "🏎️", 9900, 800],
      ["毛绒玩具", "", "🧸", 7900, 600],
    ],
  },
  运动鞋: {
    style: "goods",
    skus: ["41", "42"],
    nouns: [
      ["跑步鞋", "running shoes", "👟", 39900, 700],
      ["篮球鞋", "sneakers", "🏀", 49900, 900],
      ["板鞋", "", "👟", 19900, 700],
      ["登山鞋", "hiking boots", "🥾", 45900, 1100],
    ],
  },
  户外装备: {
    style: "goods",
    skus: ["标准款", "加大款"],
    nouns: [
      ["帐篷", "tent", "⛺", 39900, 3500],
      ["登山包", "hiking pack", "🎒", 29900, 1200],
      ["保温杯", "bottle", "🥤", 9900, 400],
      ["瑜伽垫", "yoga mat", "🧘", 7900, 900],
    ],
  },
  图书: {
    style: "goods",
    skus: ["平装", "精装"],
    nouns: [
      ["小说", "novel", "📕", 4900, 500],
      ["绘本", "picture book", "📘", 3900, 400],
      ["历史书", "", "📗", 6900, 700],
      ["编程书", "programming", "📙", 8900, 900],
    ],
  },
  文具: {
    style: "goods",
    skus: ["黑色", "蓝色"],
    nouns: [
      ["笔记本", "notebook", "📓", 2990, 400],
      ["中性笔", "pen", "🖊️", 1990, 150],
      ["书包", "school bag", "🎒", 15900, 900],
      ["台灯", "desk lamp", "💡", 12900, 1200],
    ],
  },
  进口零食: {
    style: "food",
    skus: ["单包装", "三包装"],
    nouns: [
      ["进口巧克力", "chocolate", "🍫", 5900, 300],
      ["进口饼干", "biscuits", "🍪", 4900, 300],
      ["咖啡豆", "coffee beans", "☕", 8900, 500],
      ["橄榄油", "olive oil", "🫒", 12900, 1200],
    ],
  },
  进口美妆: {
    style: "goods",
    skus: ["50ml", "100ml"],
    nouns: [
      ["香水", "perfume", "🌸", 59900, 300],
      ["补水面膜", "sheet mask", "🎭", 9900, 400],
      ["洗发水", "shampoo", "🧴", 7900, 600],
      ["护手霜", "hand cream", "🤲", 8900, 150],
    ],
  },
};
const fallbackWords: LeafWords = {
  style: "goods",
  skus: ["标准款", "升级款"],
  nouns: [["好物", "goods", "🛍️", 9900, 500]],
};

const brands = [
  "星耀",
  "青柠",
  "海蓝",
  "北辰",
  "极光",
  "松果",
  "白鹭",
  "远山",
  "小熊",
  "米朵",
  "Nova",
  "Apex",
  "Lumi",
  "Orbit",
  "Kiwi",
  "Polar",
];
const adjectives: Record<Style, readonly string[]> = {
  tech: ["", "轻薄", "经典", "旗舰", "便携", "智能", "高端", "入门", "新款", "大容量", "静音"],
  goods: ["", "经典", "简约", "新款", "复古", "加厚", "限量", "家用", "百搭", "舒适"],
  food: ["", "精选", "优选", "经典", "特级", "新鲜", "有机", "家庭装"],
};
// Model suffixes only for gadgets.
const suffixes = ["", "", "", "Pro", "Max", "Lite", "Plus", "Mini", "Air", "2代"];
const features = [
  "官方正品",
  "限时包邮",
  "新品上市",
  "人气爆款",
  "高性价比",
  "环保材质",
  "品质之选",
  "七天无理由",
  "买贵必赔",
  "顺丰速达",
];

/** A well-mixed 32-bit hash of an integer (a step of splitmix32). */
function mix(n: number): number {
  let h = (n + 0x9e3779b9) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(list: readonly T[], h: number): T => list[h % list.length];

type LeafPlan = LeafWords & { id: number; shopId: number };

function leafPlans(): LeafPlan[] {
  return catalogueLeaves().map((leaf) => ({
    id: leaf.id,
    shopId: leaf.topId,
    ...(wordsByLeaf[leaf.name] ?? fallbackWords),
  }));
}

export function syntheticProduct(n: number, leaves: readonly LeafPlan[], now: number) {
  const h = mix(n);
  const leaf = leaves[n % leaves.length];
  const nounIndex = (h >>> 3) % leaf.nouns.length;
  const [zh, en, , basePrice, baseWeight] = leaf.nouns[nounIndex];
  const model = leaf.style === "food" ? "" : ` ${"SXMKTV"[(h >>> 7) % 6]}${((h >>> 10) % 900) + 100}`;
  const suffix = leaf.style === "tech" ? pick(suffixes, h >>> 14) : "";
  // One name in four is Chinese only.
  const english = en && (h >>> 18) % 4 !== 0 ? ` ${en}` : "";
  const brand = pick(brands, h >>> 20);
  const adjective = pick(adjectives[leaf.style], h >>> 24);
  const name = `${brand}${/^[A-Za-z]/.test(brand) ? " " : ""}${adjective}${zh}${english}${suffix ? ` ${suffix}` : ""}${model}`;
  const first = (h >>> 5) % features.length;
  const featurePair = [
    features[first],
    features[(first + 1 + ((h >>> 9) % (features.length - 1))) % features.length],
  ] as const;
  const subtitle = featurePair.join(" · ");
  const translations = localeTexts(
    n,
    { brand, adjective, zh, en, suffix, model, features: featurePair },
    { name, subtitle },
  );

  // 0.6×..1.6× the typical price, ending in 90 cents; weight within ±20%.
  const price = Math.max(990, Math.round((basePrice * (0.6 + ((h >>> 12) % 100) / 100)) / 100) * 100 - 10);
  const weight = Math.max(10, Math.round((baseWeight * (0.8 + ((h >>> 16) % 40) / 100)) / 10) * 10);
  // Every other product has the leaf's second variant too (an edition or size steps up in price).
  const skuNames = leaf.skus.slice(0, n % 2 === 0 ? 2 : 1);
  const art = artFor(nounArt[zh] ?? ["box", "f59e0b"], skuNames);
  const images = productImageUrls(n, art);
  const skus = skuPlan(n, { price, weight, skus: skuNames }).map((sku) => {
    const colour = skuColour(sku.name);
    return { ...sku, productId: n, image: colour ? skuImageUrl(n, art.kind, colour) : null };
  });
  return {
    product: {
      id: n,
      name,
      ...nameKeys(name, translations.find((t) => t.locale === "zh-Hant")?.name),
      subtitle,
      description: `${name}\n\n${subtitle}。正品保障，48 小时内发货，支持七天无理由退换。`,
      image: images[0],
      images: JSON.stringify(images),
      price,
      originalPrice: (h >>> 22) % 4 === 0 ? Math.round((price * 1.25) / 100) * 100 - 10 : null,
      sales: (h >>> 4) % 50_000,
      isOnSale: true,
      sort: n,
      categoryId: leaf.id,
      shopId: leaf.shopId,
      // Listed over the last half year, so "newest first" has something to sort.
      createdAt: new Date(now - ((h >>> 6) % 180) * DAY - (n % 1000) * 1000),
    },
    skus,
    translations,
    skuTranslations: skus.flatMap((sku) => {
      const pair = skuTexts[sku.name];
      const texts: [string, string][] = [
        ["zh-Hant", toHant(sku.name)],
        ...(pair
          ? ([
              ["en", pair[0]],
              ["ja", pair[1]],
            ] as [string, string][])
          : []),
      ];
      return texts
        .filter(([, value]) => value !== sku.name)
        .map(([locale, value]) => ({ entity: "sku", entityId: sku.id, locale, field: "name", value }));
    }),
  };
}

type NameParts = {
  brand: string;
  adjective: string;
  zh: string;
  en: string;
  suffix: string;
  model: string;
  features: readonly [string, string];
};

/** The product's name, subtitle and description in zh-Hant, en and ja (same parts, that locale's words). */
function localeTexts(productId: number, parts: NameParts, zhHans: { name: string; subtitle: string }) {
  const word = (table: Record<string, readonly [string, string]>, zh: string, i: 0 | 1) => table[zh]?.[i] ?? zh;
  const rows = ([0, 1] as const).map((i) => {
    const locale = i === 0 ? "en" : "ja";
    const brand = word(brandTexts, parts.brand, i);
    const noun = i === 0 && parts.en ? parts.en.replace(/\b\w/g, (c) => c.toUpperCase()) : word(nounTexts, parts.zh, i);
    const suffix = parts.suffix ? ` ${word(suffixTexts, parts.suffix, i)}` : "";
    const adjective = word(adjectiveTexts, parts.adjective, i);
    // English words are spaced; Japanese ones run together after the brand.
    const name =
      (i === 0 ? [brand, adjective, noun].filter(Boolean).join(" ") : `${brand} ${adjective}${noun}`) +
      suffix +
      parts.model;
    const subtitle = parts.features.map((f) => word(featureTexts, f, i)).join(" · ");
    const description =
      i === 0
        ? `${name}\n\n${subtitle}. Genuine guaranteed, ships within 48 hours, 7-day no-reason returns.`
        : `${name}\n\n${subtitle}。正規品保証、48時間以内に発送、7日間返品可。`;
    return { productId, locale, name, subtitle, description };
  });
  const hantName = toHant(zhHans.name);
  const hantSubtitle = toHant(zhHans.subtitle);
  rows.push({
    productId,
    locale: "zh-Hant",
    name: hantName,
    subtitle: hantSubtitle,
    description: `${hantName}\n\n${hantSubtitle}。正品保障，48 小時內出貨，支援七天無理由退換。`,
  });
  return rows;
}

export async function seedSynthetic(
  client: PrismaClient,
  target: number,
  log: (message: string) => void,
): Promise<void> {
  const total = await client.product.count();
  if (total >= target) {
    log(`synthetic catalogue: ${total} products already (target ${target})`);
    return;
  }
  const last = await client.product.aggregate({ where: { id: { gte: SYNTHETIC_FIRST_ID } }, _max: { id: true } });
  let nextId = Math.max(SYNTHETIC_FIRST_ID, (last._max.id ?? 0) + 1);
  const missing = target - total;
  const leaves = leafPlans();
  const now = Date.now();
  const started = Date.now();
  for (let done = 0; done < missing;) {
    const count = Math.min(CHUNK, missing - done);
    const rows = Array.from({ length: count }, (_, i) => syntheticProduct(nextId + i, leaves, now));
    await client.$transaction([
      client.product.createMany({ data: rows.map((r) => r.product) }),
      client.sku.createMany({ data: rows.flatMap((r) => r.skus) }),
      client.productTranslation.createMany({ data: rows.flatMap((r) => r.translations) }),
      client.contentTranslation.createMany({ data: rows.flatMap((r) => r.skuTranslations) }),
    ]);
    nextId += count;
    done += count;
  }
  log(
    `synthetic catalogue: +${missing} products (ids up to ${nextId - 1}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
