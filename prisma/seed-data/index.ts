// The demo data, loaded idempotently: fixed ids and upserts, so running the seed twice gives the same
// rows. Stock, sales counters, coupon claim counts and all shoppers' data are never reset by a re-seed.
// `syntheticProducts` tops the catalogue up to that many products for benchmarks.
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { mediaUrl } from "../../lib/media";
import { categories } from "./catalogue";
import { seedEngagement } from "./engagement";
import { seedSynthetic } from "./synthetic";

export type SeedOptions = { syntheticProducts?: number; log?: (message: string) => void };

const DAY = 24 * 3600 * 1000;
export const DEMO_USER = { username: "demo_user", password: "demo123456" };

const shops = [
  { id: 1, name: "星耀数码旗舰店", emoji: "📱", description: "正品行货 · 全国联保" },
  { id: 2, name: "好厨房家电馆", emoji: "🍳", description: "厨房电器 · 以旧换新" },
  { id: 3, name: "衣见倾心服饰", emoji: "👗", description: "当季新款 · 七天无理由" },
  { id: 4, name: "森林美妆屋", emoji: "🌿", description: "天然成分 · 敏感肌友好" },
  { id: 5, name: "鲜果时光", emoji: "🍊", description: "产地直发 · 坏果包赔" },
  { id: 6, name: "环球进口好物", emoji: "🌏", description: "海外直采 · 正品保障" },
];

export async function seedDatabase(client: PrismaClient, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const now = Date.now();

  await client.$transaction(async (tx) => {
    for (const s of shops) {
      const data = { name: s.name, logo: mediaUrl("shop", s.id, { emoji: s.emoji }), description: s.description, recommended: true, sort: s.id };
      await tx.shop.upsert({ where: { id: s.id }, create: { id: s.id, ...data }, update: data });
    }

    let leafId = 100;
    let productId = 0;
    for (const [topIndex, top] of categories.entries()) {
      const topId = topIndex + 1;
      const topData = { name: top.name, icon: mediaUrl("category", topId, { emoji: top.emoji }), sort: topIndex, parentId: null };
      await tx.category.upsert({ where: { id: topId }, create: { id: topId, ...topData }, update: topData });
      for (const [leafIndex, leaf] of top.children.entries()) {
        leafId += 1;
        const leafData = { name: leaf.name, icon: mediaUrl("category", leafId, { emoji: leaf.emoji }), sort: leafIndex, parentId: topId };
        await tx.category.upsert({ where: { id: leafId }, create: { id: leafId, ...leafData }, update: leafData });
        for (const product of leaf.products) {
          productId += 1;
          const id = productId;
          const images = [1, 2, 3].map((variant) => mediaUrl("product", id, { emoji: product.emoji, variant: variant === 1 ? undefined : variant }));
          const shopId = shops[(topIndex + id) % shops.length].id;
          const data = {
            name: product.name,
            subtitle: product.subtitle,
            description: `${product.name}。${product.subtitle}。正品保障，48 小时内发货，支持七天无理由退换。`,
            image: images[0],
            images: JSON.stringify(images),
            price: product.price,
            originalPrice: product.originalPrice ?? null,
            isOnSale: true,
            sort: id,
            categoryId: leafId,
            shopId,
          };
          await tx.product.upsert({ where: { id }, create: { id, sales: product.sales, ...data }, update: data });
          for (const [skuIndex, skuName] of product.skus.entries()) {
            const skuId = id * 10 + skuIndex + 1;
            // Later variants cost a little more; one product in seven has a nearly sold-out variant.
            const price = product.price + skuIndex * Math.round(product.price * 0.1);
            const stock = id % 7 === 0 && skuIndex === 0 ? 3 : 20 + ((id * 37 + skuIndex * 91) % 480);
            const skuData = { name: skuName, price, weight: product.weight };
            await tx.sku.upsert({ where: { id: skuId }, create: { id: skuId, productId: id, stock, ...skuData }, update: skuData });
          }
          for (const tag of product.tags ?? []) {
            await tx.productTag.upsert({ where: { tag_productId: { tag, productId: id } }, create: { tag, productId: id, sort: id }, update: {} });
          }
        }
      }
    }
    log(`${categories.length} top categories, ${leafId - 100} leaves, ${productId} products`);

    // Discounts: every fifth product, 70–90% of the price, running for a year from yesterday.
    let discountId = 0;
    for (let id = 3; id <= productId; id += 5) {
      discountId += 1;
      const data = { productId: id, title: "限时特惠", ratePercent: 70 + (id % 3) * 10, startsAt: new Date(now - DAY), endsAt: new Date(now + 365 * DAY), sort: discountId };
      await tx.discount.upsert({ where: { id: discountId }, create: { id: discountId, ...data }, update: data });
    }

    const activities = [
      { id: 1, title: "双十二年终大促", emoji: "🎉", description: "全场满减，叠加优惠券", products: [1, 2, 5, 13, 14, 20, 33, 41] },
      { id: 2, title: "家电焕新季", emoji: "🏠", description: "厨房电器低至七折", products: [13, 14, 15, 16, 17, 18, 19] },
      { id: 3, title: "进口好物节", emoji: "🌏", description: "海外直采，限时包邮", products: [85, 86, 87, 88, 89, 90, 91, 92] },
    ];
    for (const a of activities) {
      const data = { title: a.title, image: mediaUrl("activity", a.id, { emoji: a.emoji, title: a.title }), description: a.description, startsAt: new Date(now - 7 * DAY), endsAt: new Date(now + 365 * DAY), sort: a.id };
      await tx.activity.upsert({ where: { id: a.id }, create: { id: a.id, ...data }, update: data });
      for (const pid of a.products.filter((p) => p <= productId)) {
        await tx.activityProduct.upsert({ where: { activityId_productId: { activityId: a.id, productId: pid } }, create: { activityId: a.id, productId: pid }, update: {} });
      }
    }

    const banners = [
      { id: 1, position: "home", title: "新品手机 限时抢购", emoji: "📱", link: "/goods/1" },
      { id: 2, position: "home", title: "家电焕新季", emoji: "🍳", link: "/activity" },
      { id: 3, position: "home", title: "优惠区 低至七折", emoji: "🏷️", link: "/discount" },
      { id: 4, position: "big", title: "进口好物节", emoji: "🌏", link: "/imported-goods" },
      { id: 5, position: "big", title: "精品推荐", emoji: "💎", link: "/boutique" },
    ];
    for (const b of banners) {
      const data = { position: b.position, title: b.title, image: mediaUrl("banner", b.id, { emoji: b.emoji, title: b.title }), link: b.link, sort: b.id, active: true };
      await tx.banner.upsert({ where: { id: b.id }, create: { id: b.id, ...data }, update: data });
    }

    const buttons = [
      ["优惠区", "🏷️", "/discount"],
      ["活动", "🎉", "/activity"],
      ["推荐店铺", "🏬", "/shop"],
      ["新品", "🆕", "/new-product"],
      ["进口商品", "✈️", "/imported-goods"],
      ["精品", "💎", "/boutique"],
      ["推荐", "👍", "/recommend"],
      ["签到", "📅", "/sign-in"],
      ["优惠券", "🎟️", "/coupon"],
      ["积分", "⭐", "/integral"],
    ] as const;
    for (const [index, [name, emoji, link]] of buttons.entries()) {
      const id = index + 1;
      const data = { name, icon: mediaUrl("button", id, { emoji }), link, sort: id, active: true };
      await tx.homeButton.upsert({ where: { id }, create: { id, ...data }, update: data });
    }

    const freightRules = [
      { id: 1, name: "默认运费", firstWeight: 1000, firstWeightPrice: 800, continuousWeight: 1000, continuousWeightPrice: 500, maxWeight: 2147483647, isDefault: true },
      { id: 2, name: "大件运费", firstWeight: 5000, firstWeightPrice: 2000, continuousWeight: 5000, continuousWeightPrice: 1000, maxWeight: 50000, isDefault: false },
    ];
    for (const { id, ...data } of freightRules) await tx.freightRule.upsert({ where: { id }, create: { id, ...data }, update: data });

    const pickupPoints = [
      { id: 1, name: "人民广场自提点", address: "上海市黄浦区人民大道 100 号 1 楼", phone: "021-63210000", hours: "09:00-21:00", lat: 31.2304, lng: 121.4737 },
      { id: 2, name: "徐家汇自提点", address: "上海市徐汇区漕溪北路 88 号 B1", phone: "021-64380000", hours: "10:00-22:00", lat: 31.1955, lng: 121.4374 },
      { id: 3, name: "陆家嘴自提点", address: "上海市浦东新区世纪大道 8 号 2 楼", phone: "021-58880000", hours: "09:30-20:30", lat: 31.2397, lng: 121.4998 },
    ];
    for (const { id, ...data } of pickupPoints) await tx.pickupPoint.upsert({ where: { id }, create: { id, active: true, ...data }, update: data });
  }, { timeout: 60_000 });
  log("merchandising: shops, discounts, activities, banners, buttons, freight rules, pick-up points");

  await seedEngagement(client, log);

  const passwordHash = await bcrypt.hash(DEMO_USER.password, 10);
  const existing = await client.user.findUnique({ where: { username: DEMO_USER.username } });
  if (!existing) {
    await client.user.create({
      data: { username: DEMO_USER.username, passwordHash, nickname: "演示用户", phone: "13800138000", avatar: mediaUrl("avatar", "default"), points: 200, newUserCouponAt: new Date(now) },
    });
    const user = await client.user.findUniqueOrThrow({ where: { username: DEMO_USER.username } });
    await client.pointsEntry.upsert({ where: { refKey: `seed:${user.id}` }, create: { userId: user.id, delta: 200, reason: "welcome", refKey: `seed:${user.id}` }, update: {} });
    log(`demo shopper ${DEMO_USER.username}`);
  }

  if (options.syntheticProducts) await seedSynthetic(client, options.syntheticProducts, log);
}
