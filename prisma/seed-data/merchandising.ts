// Demo merchandising around the catalogue: shops, home banners and buttons, activities, discounts,
// freight rules and pick-up points. Plain data with fixed ids; index.ts writes it. Links are the app's
// own paths (without a locale prefix). Times are offsets in days from the moment of seeding.
import type { CatalogueEntry } from "./catalogue";

/** One shop per top category, in catalogue order (shop id = top category id). */
export const seedShops: { id: number; name: string; emoji: string; description: string }[] = [
  { id: 1, name: "星耀数码旗舰店", emoji: "📱", description: "正品行货 · 全国联保 · 以旧换新" },
  { id: 2, name: "悦家电器专营店", emoji: "🏠", description: "大小家电 · 送装一体 · 一年只换不修" },
  { id: 3, name: "衣见倾心服饰", emoji: "👗", description: "当季新款 · 七天无理由 · 运费险" },
  { id: 4, name: "森林美妆屋", emoji: "🌿", description: "天然成分 · 敏感肌友好 · 假一赔十" },
  { id: 5, name: "鲜果时光", emoji: "🍊", description: "产地直发 · 冷链到家 · 坏果包赔" },
  { id: 6, name: "木语家居生活馆", emoji: "🛋️", description: "简约设计 · 环保材质 · 品质生活" },
  { id: 7, name: "童趣母婴馆", emoji: "🧸", description: "安全材质 · 妈妈放心 · 正品保障" },
  { id: 8, name: "跃动运动户外", emoji: "⛺", description: "专业装备 · 畅享户外 · 尺码无忧" },
  { id: 9, name: "墨香书房", emoji: "📚", description: "正版图书 · 文具好物 · 满减包邮" },
  { id: 10, name: "环球进口好物", emoji: "🌏", description: "海外直采 · 正品保障 · 跨境直邮" },
];

export type SeedBanner = { id: number; position: "home" | "big"; title: string; emoji: string; link: string };

export const seedBanners: SeedBanner[] = [
  { id: 1, position: "home", title: "星耀 X20 新品首发", emoji: "📱", link: "/goods/1" },
  { id: 2, position: "home", title: "家电焕新季 低至7折", emoji: "🍳", link: "/activity" },
  { id: 3, position: "home", title: "限时折扣 天天特价", emoji: "🏷️", link: "/discount" },
  { id: 4, position: "home", title: "领券中心 满99减10", emoji: "🎟️", link: "/coupon" },
  { id: 5, position: "big", title: "进口好物 全球直采", emoji: "🌏", link: "/imported-goods" },
  { id: 6, position: "big", title: "精品推荐 品质之选", emoji: "💎", link: "/boutique" },
  { id: 7, position: "big", title: "新品上市 抢先体验", emoji: "🆕", link: "/new-product" },
];

/** Home grid buttons: name, emoji drawn into the icon, link. Ids 1..10 in this order. */
export const seedButtons: readonly (readonly [name: string, emoji: string, link: string])[] = [
  ["优惠区", "🏷️", "/discount"],
  ["活动", "🎉", "/activity"],
  ["推荐店铺", "🏬", "/shop"],
  ["新品", "🆕", "/new-product"],
  ["进口商品", "✈️", "/imported-goods"],
  ["精品", "💎", "/boutique"],
  ["推荐", "👍", "/recommend"],
  ["签到", "📅", "/sign-in"],
  ["优惠券", "🎟️", "/coupon"],
  ["积分", "🪙", "/integral"],
];

export type SeedActivity = {
  id: number;
  title: string;
  emoji: string;
  description: string;
  /** Days from now: negative = already started. */
  startDays: number;
  endDays: number;
  products: (entry: CatalogueEntry) => boolean;
};

export const seedActivities: SeedActivity[] = [
  {
    id: 1,
    title: "全民狂欢购物节",
    emoji: "🎉",
    description: "人气推荐好物集结，叠加满减券更划算。",
    startDays: -7,
    endDays: 365,
    products: (e) => e.product.tags?.includes("recommend") ?? false,
  },
  {
    id: 2,
    title: "家电焕新季",
    emoji: "🍳",
    description: "厨房电器、生活电器焕新特惠，送装一体。",
    startDays: -3,
    endDays: 365,
    products: (e) => e.topName === "家用电器",
  },
  {
    id: 3,
    title: "进口好物节",
    emoji: "🌏",
    description: "海外直采，正品保障，跨境直邮到家。",
    startDays: -10,
    endDays: 365,
    products: (e) => e.product.tags?.includes("imported") ?? false,
  },
  {
    id: 4,
    title: "户外运动季",
    emoji: "⛺",
    description: "跑鞋、帐篷、骑行装备，轻装出发。",
    startDays: -1,
    endDays: 365,
    products: (e) => e.topName === "运动户外",
  },
  {
    id: 5,
    title: "开学季 文具图书节",
    emoji: "📚",
    description: "图书、文具、学习平板提前囤，开学不慌。",
    startDays: 7,
    endDays: 37,
    products: (e) => e.topName === "图书文具" || e.product.name.includes("学习平板"),
  },
];

/** Every fifth product, starting with the third, is on discount: `ratePercent` of the price is charged. */
export const DISCOUNT_RATES = [80, 85, 70, 90, 75] as const;
export const discountTitle = (ratePercent: number) =>
  `限时${ratePercent % 10 === 0 ? ratePercent / 10 : (ratePercent / 10).toFixed(1)}折`;

export const seedFreightRules = [
  {
    id: 1,
    name: "默认运费",
    region: "CN",
    firstWeight: 1000,
    firstWeightPrice: 800,
    continuousWeight: 1000,
    continuousWeightPrice: 500,
    maxWeight: 2147483647,
    // 满 99 包邮.
    freeShippingThreshold: 9900,
    isDefault: true,
  },
  {
    id: 2,
    name: "大件物流",
    region: "CN",
    firstWeight: 5000,
    firstWeightPrice: 2000,
    continuousWeight: 5000,
    continuousWeightPrice: 1000,
    maxWeight: 50000,
    freeShippingThreshold: null,
    isDefault: false,
  },
  // Freight per destination region (docs/decisions/038): the mainland's rules above, and one each
  // for Hong Kong, Macau and Taiwan, so that the demo delivers to every region's addresses.
  {
    id: 3,
    name: "香港运费",
    region: "HK",
    firstWeight: 1000,
    firstWeightPrice: 3000,
    continuousWeight: 1000,
    continuousWeightPrice: 1500,
    maxWeight: 2147483647,
    freeShippingThreshold: 39900,
    isDefault: true,
  },
  {
    id: 4,
    name: "澳门运费",
    region: "MO",
    firstWeight: 1000,
    firstWeightPrice: 1500,
    continuousWeight: 1000,
    continuousWeightPrice: 500,
    maxWeight: 2147483647,
    freeShippingThreshold: 19900,
    isDefault: true,
  },
  {
    id: 5,
    name: "台湾运费",
    region: "TW",
    firstWeight: 1000,
    firstWeightPrice: 6000,
    continuousWeight: 1000,
    continuousWeightPrice: 3000,
    maxWeight: 2147483647,
    freeShippingThreshold: null,
    isDefault: true,
  },
];

export const seedPickupPoints = [
  {
    id: 1,
    name: "人民广场自提点",
    address: "上海市黄浦区人民大道 100 号 1 楼服务台",
    phone: "021-63210000",
    hours: "09:00-21:00",
    lat: 31.2304,
    lng: 121.4737,
    active: true,
  },
  {
    id: 2,
    name: "徐家汇自提点",
    address: "上海市徐汇区漕溪北路 88 号 B1 层",
    phone: "021-64380000",
    hours: "10:00-22:00",
    lat: 31.1955,
    lng: 121.4374,
    active: true,
  },
  {
    id: 3,
    name: "陆家嘴自提点",
    address: "上海市浦东新区世纪大道 8 号 2 楼",
    phone: "021-58880000",
    hours: "09:30-20:30",
    lat: 31.2397,
    lng: 121.4998,
    active: true,
  },
  {
    id: 4,
    name: "科技园自提点",
    address: "深圳市南山区科技园南区 1 栋 1 楼",
    phone: "0755-26660000",
    hours: "09:00-21:00",
    lat: 22.5405,
    lng: 113.9344,
    active: true,
  },
];
