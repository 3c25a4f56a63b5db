// The demo's data in a shop's database (docs/decisions/033-go-live.md): whether it is there, and
// removing it (`npm run demo:remove`, scripts/demo-remove.ts). The demo is what the seed wrote — its
// catalogue, merchandising, coupons, freight rules, pick-up points and service texts, all under fixed
// ids (prisma/seed-data demoFootprint), the synthetic catalogue from its first id — with the demo
// shopper, everything of theirs (orders, payments, after-sales, reviews, coupons, points), and the
// demo's back-office owner. A shopper other than the demo's is real: their orders are real orders.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { DEMO_DATA_SETTING, DEMO_SHOPPER_USERNAME } from "@/lib/shop-marks";
import { withAudit, type AuditActor } from "../audit/trail";

/** The seed's ids per table (prisma/seed-data/index.ts demoFootprint). */
export type DemoFootprint = {
  productIds: number[];
  syntheticFromId: number;
  categoryIds: number[];
  shopIds: number[];
  bannerIds: number[];
  buttonIds: number[];
  activityIds: number[];
  couponIds: number[];
  serviceItemIds: number[];
  freightRuleIds: number[];
  pickupPointIds: number[];
};

type DemoMark = { seededAt?: string; removedAt?: string };

async function demoMark(client: Tx): Promise<DemoMark | null> {
  const row = await client.shopSetting.findUnique({ where: { key: DEMO_DATA_SETTING }, select: { value: true } });
  if (!row) return null;
  try {
    return JSON.parse(row.value) as DemoMark;
  } catch {
    return {};
  }
}

/** Whether the database holds the demo: its mark (not removed since), its shopper or its back-office owner. */
export async function demoDataPresent(client: Tx = db): Promise<boolean> {
  await dbReady();
  const mark = await demoMark(client);
  if (mark && !mark.removedAt) return true;
  const [shopper, operator] = await Promise.all([
    client.user.count({ where: { username: DEMO_SHOPPER_USERNAME } }),
    client.operator.count({ where: { demo: true } }),
  ]);
  return shopper + operator > 0;
}

/** Whether `npm run demo:remove` ran on this database (then `npm start` does not seed it again). */
export async function demoRemoved(client: Tx = db): Promise<boolean> {
  await dbReady();
  return Boolean((await demoMark(client))?.removedAt);
}

export type DemoRemoval = {
  products: number;
  categories: number;
  shoppers: number;
  orders: number;
  operators: number;
  /** Demo categories and shops kept because products of the shop's own still belong to them. */
  keptCategories: number;
  keptShops: number;
};

const inIds = (ids: number[]) => ({ in: ids });

/**
 * The orders the removal would take that are not the demo's: orders of any other shopper (or of a
 * cancelled account) with a demo product or a demo coupon in them.
 */
async function realOrdersAtStake(tx: Tx, productIds: number[], couponIds: number[], demoUserIds: number[]) {
  return tx.order.findMany({
    where: {
      OR: [{ userId: null }, { userId: { notIn: demoUserIds } }],
      AND: [
        {
          OR: [{ items: { some: { productId: inIds(productIds) } } }, { userCoupon: { couponId: inIds(couponIds) } }],
        },
      ],
    },
    select: { orderNo: true, userId: true },
    orderBy: { id: "asc" },
  });
}

/**
 * Removes the demo's data in one transaction, audited; refuses (409 DEMO_REAL_ORDERS, naming how many
 * and the first order number) when orders of real shoppers hold demo goods, since they would lose their
 * products, reviews and coupons with it. Rows the shop made itself stay: its products, and the demo
 * categories and shops they still belong to.
 */
export async function removeDemoData(footprint: DemoFootprint, actor: AuditActor): Promise<DemoRemoval> {
  await dbReady();
  // The catalogue's caches see the change by themselves (triggers bump the catalogue version).
  return writeTransaction(
    async (tx) => {
      const synthetic = await tx.product.findMany({
        where: { id: { gte: footprint.syntheticFromId } },
        select: { id: true },
      });
      const productIds = [...footprint.productIds, ...synthetic.map((p) => p.id)];
      const demoUsers = await tx.user.findMany({ where: { username: DEMO_SHOPPER_USERNAME }, select: { id: true } });
      const demoUserIds = demoUsers.map((u) => u.id);

      const atStake = await realOrdersAtStake(tx, productIds, footprint.couponIds, demoUserIds);
      if (atStake.length > 0)
        throw new ApiError("CONFLICT", {
          key: "DEMO_REAL_ORDERS",
          values: {
            orders: atStake.length,
            shoppers: new Set(atStake.map((o) => o.userId)).size,
            first: atStake[0].orderNo,
          },
        });

      // The demo shopper's orders, with what hangs on them without a cascade (payments and their events,
      // after-sales that name a payment); items, tracking, reviews and flash attempts go with the order.
      const orders = await tx.order.findMany({ where: { userId: inIds(demoUserIds) }, select: { id: true } });
      const orderIds = orders.map((o) => o.id);
      const payments = await tx.payment.findMany({ where: { orderId: inIds(orderIds) }, select: { id: true } });
      const paymentIds = payments.map((p) => p.id);
      await tx.afterSale.deleteMany({ where: { orderId: inIds(orderIds) } });
      await tx.paymentEvent.deleteMany({ where: { paymentId: inIds(paymentIds) } });
      await tx.payment.deleteMany({ where: { id: inIds(paymentIds) } });
      await tx.order.deleteMany({ where: { id: inIds(orderIds) } });
      await tx.idempotencyKey.deleteMany({ where: { userId: inIds(demoUserIds) } });
      // Cart, addresses, coupons, points, sign-ins, favourites, footprints, consult: with the account.
      await tx.user.deleteMany({ where: { id: inIds(demoUserIds) } });

      // Coupons: claims of other shoppers that were never spent go with them (a spent one is an order above).
      await tx.userCoupon.deleteMany({ where: { couponId: inIds(footprint.couponIds) } });
      await tx.coupon.deleteMany({ where: { id: inIds(footprint.couponIds) } });

      // The catalogue: SKUs, stock ledger, translations, tags, sales, list places, favourites and
      // footprints go with their product.
      const skuIds = (await tx.sku.findMany({ where: { productId: inIds(productIds) }, select: { id: true } })).map(
        (s) => s.id,
      );
      const discountIds = (
        await tx.discount.findMany({ where: { productId: inIds(productIds) }, select: { id: true } })
      ).map((d) => d.id);
      const products = await tx.product.deleteMany({ where: { id: inIds(productIds) } });

      // Categories and shops the shop's own products still use stay (with their parents).
      const usedCategories = new Set(
        (await tx.product.findMany({ select: { categoryId: true }, distinct: ["categoryId"] })).map(
          (p) => p.categoryId,
        ),
      );
      const parents = new Map(
        (
          await tx.category.findMany({
            where: { id: inIds(footprint.categoryIds) },
            select: { id: true, parentId: true },
          })
        ).map((c) => [c.id, c.parentId]),
      );
      for (const id of [...usedCategories]) {
        for (let parent = parents.get(id); parent != null; parent = parents.get(parent)) usedCategories.add(parent);
      }
      const categoryIds = footprint.categoryIds.filter((id) => parents.has(id) && !usedCategories.has(id));
      // Children before their parents (the tree's foreign key).
      let categories = 0;
      for (const level of [
        categoryIds.filter((id) => parents.get(id) != null),
        categoryIds.filter((id) => parents.get(id) == null),
      ])
        categories += (await tx.category.deleteMany({ where: { id: inIds(level) } })).count;
      const usedShops = new Set(
        (
          await tx.product.findMany({
            where: { shopId: { not: null } },
            select: { shopId: true },
            distinct: ["shopId"],
          })
        )
          .map((p) => p.shopId)
          .filter((id): id is number => id !== null),
      );
      const shopIds = footprint.shopIds.filter((id) => !usedShops.has(id));
      await tx.freightRule.deleteMany({ where: { id: inIds(footprint.freightRuleIds) } });
      await tx.shop.deleteMany({ where: { id: inIds(shopIds) } });
      await tx.banner.deleteMany({ where: { id: inIds(footprint.bannerIds) } });
      await tx.homeButton.deleteMany({ where: { id: inIds(footprint.buttonIds) } });
      await tx.activity.deleteMany({ where: { id: inIds(footprint.activityIds) } });
      await tx.serviceItem.deleteMany({ where: { id: inIds(footprint.serviceItemIds) } });
      await tx.pickupPoint.deleteMany({ where: { id: inIds(footprint.pickupPointIds) } });

      // Translations of what went (ContentTranslation has no foreign key: one table for every kind).
      const removed: [string, number[]][] = [
        ["category", categoryIds],
        ["sku", skuIds],
        ["shop", shopIds],
        ["banner", footprint.bannerIds],
        ["button", footprint.buttonIds],
        ["activity", footprint.activityIds],
        ["discount", discountIds],
        ["coupon", footprint.couponIds],
        ["service", footprint.serviceItemIds],
      ];
      for (const [entity, ids] of removed)
        if (ids.length) await tx.contentTranslation.deleteMany({ where: { entity, entityId: inIds(ids) } });

      // The demo's back-office owner and its sessions.
      const operators = await tx.operator.deleteMany({ where: { demo: true } });

      const mark = JSON.stringify({ ...(await demoMark(tx)), removedAt: new Date().toISOString() });
      await tx.shopSetting.upsert({
        where: { key: DEMO_DATA_SETTING },
        create: { key: DEMO_DATA_SETTING, value: mark },
        update: { value: mark, version: { increment: 1 } },
      });
      const summary: DemoRemoval = {
        products: products.count,
        categories,
        shoppers: demoUserIds.length,
        orders: orderIds.length,
        operators: operators.count,
        keptCategories: footprint.categoryIds.filter((id) => parents.has(id)).length - categoryIds.length,
        keptShops: footprint.shopIds.length - shopIds.length,
      };
      await withAudit(tx, actor, { action: "demo.remove", entity: "shop", entityId: "", after: summary });
      return summary;
    },
    // Thousands of rows on a synthetic catalogue: not a request, so a longer bound than a checkout's.
    { timeoutMs: 120_000 },
  );
}
