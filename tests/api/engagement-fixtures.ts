// Data the engagement tests build for themselves, so they do not depend on the demo seed's contents.
import crypto from "node:crypto";
import { db, dbReady } from "@/lib/db";

const DAY = 24 * 3600 * 1000;

type CouponInput = Partial<{
  name: string;
  kind: "amount" | "rate";
  threshold: number;
  amountOff: number;
  ratePercent: number | null;
  maxDiscount: number | null;
  validFrom: Date;
  validTo: Date;
  validDays: number | null;
  perUserLimit: number;
  totalQuantity: number;
  claimedCount: number;
  isNewUser: boolean;
  active: boolean;
}>;

export async function createCoupon(input: CouponInput = {}) {
  await dbReady();
  const now = Date.now();
  return db.coupon.create({
    data: {
      name: input.name ?? `券${crypto.randomBytes(3).toString("hex")}`,
      kind: input.kind ?? "amount",
      threshold: input.threshold ?? 0,
      amountOff: input.amountOff ?? 1000,
      ratePercent: input.ratePercent ?? null,
      maxDiscount: input.maxDiscount ?? null,
      validFrom: input.validFrom ?? new Date(now - DAY),
      validTo: input.validTo ?? new Date(now + 30 * DAY),
      validDays: input.validDays ?? null,
      perUserLimit: input.perUserLimit ?? 1,
      totalQuantity: input.totalQuantity ?? 100,
      claimedCount: input.claimedCount ?? 0,
      isNewUser: input.isNewUser ?? false,
      active: input.active ?? true,
    },
  });
}

/** A coupon held by the user, claimed straight in the database. */
export async function giveCoupon(
  userId: number,
  couponId: number,
  overrides: { expiresAt?: Date; usedAt?: Date | null } = {},
) {
  return db.userCoupon.create({
    data: {
      userId,
      couponId,
      expiresAt: overrides.expiresAt ?? new Date(Date.now() + 7 * DAY),
      usedAt: overrides.usedAt ?? null,
    },
  });
}

export async function createProducts(count: number, options: { isOnSale?: boolean } = {}) {
  await dbReady();
  const category = await db.category.create({ data: { name: `测试分类${crypto.randomBytes(2).toString("hex")}` } });
  const products = [];
  for (let i = 0; i < count; i++) {
    products.push(
      await db.product.create({
        data: {
          name: `测试商品 ${i + 1}`,
          image: "/media/test.svg",
          price: 1000 + i,
          categoryId: category.id,
          isOnSale: options.isOnSale ?? true,
        },
      }),
    );
  }
  return products;
}

export async function createOrder(userId: number | null, totalAmount: number) {
  return db.order.create({
    data: {
      orderNo: crypto.randomBytes(12).toString("hex").slice(0, 25),
      userId,
      itemsAmount: totalAmount,
      freightAmount: 0,
      totalAmount,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    },
  });
}

/** The ledger invariant: the cached balance equals the sum of the user's entries. */
export async function ledgerMatches(userId: number): Promise<{ balance: number; sum: number }> {
  const [user, sum] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } }),
    db.pointsEntry.aggregate({ where: { userId }, _sum: { delta: true } }),
  ]);
  return { balance: user.points, sum: sum._sum.delta ?? 0 };
}
