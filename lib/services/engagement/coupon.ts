// Coupons (优惠券): the claim centre, the shopper's coupons by tab, the new-user coupon, and the
// checkout interface the order service calls inside its transaction (discount, mark used, release).
// Counters only move through conditional updates, so the last coupon goes to exactly one claimer.
import { db, dbReady, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { MyCouponsQuery, CouponTab } from "@/lib/validation/engagement";
import { claimedCouponExpiry, couponDiscount, scopedAmount, unusableReason, type CouponLine } from "./coupon-rules";
import type { z } from "zod";
import type {
  claimableCouponListSchema,
  myCouponPageSchema,
  newUserOfferSchema,
  usableCouponListSchema,
  usableCouponSchema,
} from "@/lib/validation/responses/engagement";

const termsSelect = {
  name: true,
  kind: true,
  threshold: true,
  amountOff: true,
  ratePercent: true,
  maxDiscount: true,
} as const;

// ---------- claim centre ----------

export type ClaimableCoupons = z.output<typeof claimableCouponListSchema>;

/** Coupons open for claiming now (new-user coupons come only through their popup). */
export async function listClaimableCoupons(userId: number | null, now: Date = new Date()): Promise<ClaimableCoupons> {
  await dbReady();
  const coupons = await db.coupon.findMany({
    where: { active: true, isNewUser: false, validFrom: { lte: now }, validTo: { gt: now } },
    orderBy: { id: "asc" },
  });
  const mine = userId
    ? await db.userCoupon.groupBy({
        by: ["couponId"],
        where: { userId, couponId: { in: coupons.map((c) => c.id) } },
        _count: { _all: true },
      })
    : [];
  const claimedBy = new Map(mine.map((m) => [m.couponId, m._count._all]));
  const rows = coupons.map((c) => {
    const claimed = claimedBy.get(c.id) ?? 0;
    const remaining = Math.max(0, c.totalQuantity - c.claimedCount);
    return {
      id: c.id,
      name: c.name,
      kind: c.kind,
      threshold: c.threshold,
      amountOff: c.amountOff,
      ratePercent: c.ratePercent,
      maxDiscount: c.maxDiscount,
      validFrom: c.validFrom.toISOString(),
      validTo: c.validTo.toISOString(),
      validDays: c.validDays,
      remaining,
      perUserLimit: c.perUserLimit,
      claimed,
      canClaim: remaining > 0 && claimed < c.perUserLimit,
    };
  });
  return { rows };
}

/** Takes one unit of the coupon's stock and gives it to the user, inside the caller's transaction. */
async function grantCoupon(
  tx: Tx,
  userId: number,
  coupon: { id: number; validTo: Date; validDays: number | null },
  now: Date,
) {
  const taken = await tx.coupon.updateMany({
    where: { id: coupon.id, claimedCount: { lt: tx.coupon.fields.totalQuantity } },
    data: { claimedCount: { increment: 1 } },
  });
  if (taken.count !== 1) throw new ApiError("CONFLICT", { key: "COUPON_SOLD_OUT" });
  return tx.userCoupon.create({
    data: { userId, couponId: coupon.id, claimedAt: now, expiresAt: claimedCouponExpiry(coupon, now) },
    select: { id: true, couponId: true, expiresAt: true },
  });
}

export async function claimCoupon(userId: number, couponId: number, now: Date = new Date()) {
  await dbReady();
  const granted = await writeTransaction(
    async (tx) => {
      const coupon = await tx.coupon.findUnique({ where: { id: couponId } });
      if (!coupon || !coupon.active || coupon.isNewUser) throw new ApiError("NOT_FOUND", { key: "COUPON_NOT_FOUND" });
      if (coupon.validFrom > now || coupon.validTo <= now)
        throw new ApiError("CONFLICT", { key: "COUPON_NOT_CLAIMABLE" });
      // The shopper is locked (WriteOptions.shopper): this count cannot be raced by their other requests.
      const held = await tx.userCoupon.count({ where: { userId, couponId } });
      if (held >= coupon.perUserLimit) throw new ApiError("CONFLICT", { key: "COUPON_LIMIT_REACHED" });
      return grantCoupon(tx, userId, coupon, now);
    },
    { shopper: userId },
  );
  return { id: granted.id, couponId: granted.couponId, expiresAt: granted.expiresAt.toISOString() };
}

// ---------- the shopper's coupons ----------

export type MyCouponPage = z.output<typeof myCouponPageSchema>;

const tabWhere = (tab: CouponTab, now: Date) =>
  tab === "used"
    ? { usedAt: { not: null } }
    : tab === "expired"
      ? { usedAt: null, expiresAt: { lte: now } }
      : { usedAt: null, expiresAt: { gt: now } };

const tabOrder = { available: { expiresAt: "asc" }, used: { usedAt: "desc" }, expired: { expiresAt: "desc" } } as const;

export async function listMyCoupons(
  userId: number,
  query: MyCouponsQuery,
  now: Date = new Date(),
): Promise<MyCouponPage> {
  await dbReady();
  const where = { userId, ...tabWhere(query.status, now) };
  const [rows, available, used, expired] = await Promise.all([
    db.userCoupon.findMany({
      where,
      orderBy: [tabOrder[query.status], { id: "desc" }],
      include: { coupon: { select: { ...termsSelect, validFrom: true } } },
      ...skipTake(query),
    }),
    db.userCoupon.count({ where: { userId, ...tabWhere("available", now) } }),
    db.userCoupon.count({ where: { userId, ...tabWhere("used", now) } }),
    db.userCoupon.count({ where: { userId, ...tabWhere("expired", now) } }),
  ]);
  const counts = { available, used, expired };
  const page = toPage(
    rows.map(({ coupon, ...uc }) => ({
      ...coupon,
      id: uc.id,
      couponId: uc.couponId,
      validFrom: coupon.validFrom.toISOString(),
      expiresAt: uc.expiresAt.toISOString(),
      claimedAt: uc.claimedAt.toISOString(),
      usedAt: uc.usedAt?.toISOString() ?? null,
      status: query.status,
    })),
    counts[query.status],
    query,
  );
  return { ...page, counts };
}

// ---------- checkout ----------

export type UsableCoupon = z.output<typeof usableCouponSchema>;

/** A checkout line before coupons: product, category and amount (price x quantity). */
export type CheckoutLine = { productId: number; categoryId: number; amount: number };

/** The lines as coupons see them: each category with its ancestors (a category coupon covers its subtree). */
export async function couponLines(client: Tx | typeof db, lines: readonly CheckoutLine[]): Promise<CouponLine[]> {
  const categories = await client.category.findMany({ select: { id: true, parentId: true } });
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const path = (id: number) => {
    const ids: number[] = [];
    // Bounded like the tree (spec: level limit 10), so a cycle written by hand cannot loop forever.
    for (let at: number | null | undefined = id; at != null && ids.length < 10; at = parentOf.get(at)) ids.push(at);
    return ids;
  };
  return lines.map((l) => ({ productId: l.productId, categoryPath: path(l.categoryId), amount: l.amount }));
}

const heldCouponInclude = {
  coupon: {
    select: { ...termsSelect, validFrom: true, scope: true, targets: { select: { targetId: true } } },
  },
} as const;

type HeldCoupon = {
  usedAt: Date | null;
  expiresAt: Date;
  coupon: Parameters<typeof unusableReason>[0]["coupon"] & { scope: string; targets: { targetId: number }[] };
};

/** The goods amount a held coupon applies to, why it cannot be used, and what it takes off. */
function judge(held: HeldCoupon, lines: readonly CouponLine[], now: Date) {
  const amount = scopedAmount(
    { scope: held.coupon.scope, targetIds: held.coupon.targets.map((t) => t.targetId) },
    lines,
  );
  const unusable = unusableReason(held, amount, now);
  return { unusable, discount: unusable ? 0 : couponDiscount(held.coupon, amount) };
}

/**
 * The shopper's unused, unexpired coupons for a checkout of `lines`, best discount first. A scoped
 * coupon's threshold and discount count only the lines it applies to.
 */
export async function usableCouponsForLines(
  userId: number,
  lines: readonly CouponLine[],
  now: Date = new Date(),
): Promise<z.output<typeof usableCouponListSchema>> {
  await dbReady();
  const held = await db.userCoupon.findMany({
    where: { userId, ...tabWhere("available", now) },
    include: heldCouponInclude,
  });
  const rows = held
    .map((uc) => {
      const { unusable, discount } = judge(uc, lines, now);
      const { name, kind, threshold, amountOff, ratePercent, maxDiscount, scope } = uc.coupon;
      return {
        name,
        kind,
        threshold,
        amountOff,
        ratePercent,
        maxDiscount,
        scope,
        id: uc.id,
        expiresAt: uc.expiresAt.toISOString(),
        unusable,
        discount,
      };
    })
    .sort(
      (a, b) =>
        Number(a.unusable !== null) - Number(b.unusable !== null) ||
        b.discount - a.discount ||
        a.expiresAt.localeCompare(b.expiresAt),
    );
  const best = rows.find((r) => !r.unusable && r.discount > 0)?.id ?? null;
  return { rows, best };
}

/**
 * The coupon checkout applies by itself to `lines` (the best usable one; order/preview-order.ts) and
 * what it takes off: the cart tells free shipping on the same basis (lib/domain/free-shipping.ts).
 */
export async function bestCouponFor(userId: number, lines: readonly CheckoutLine[], now: Date = new Date()) {
  const scoped = await couponLines(db, lines);
  const usable = await usableCouponsForLines(userId, scoped, now);
  return { scoped, ...usable, discount: usable.rows.find((r) => r.id === usable.best)?.discount ?? 0 };
}

/**
 * The coupons for a bare goods amount (get-usable-coupons): one line that belongs to no product or
 * category, so only coupons for everything apply; the checkout preview passes its real lines.
 */
export function usableCouponsForAmount(userId: number, itemsAmount: number, now: Date = new Date()) {
  return usableCouponsForLines(userId, [{ productId: 0, categoryPath: [], amount: itemsAmount }], now);
}

/** The checkout's suggestion: the usable coupon that takes the most off, or null. */
export async function bestCouponForAmount(
  userId: number,
  itemsAmount: number,
  now: Date = new Date(),
): Promise<UsableCoupon | null> {
  const { rows, best } = await usableCouponsForAmount(userId, itemsAmount, now);
  return rows.find((r) => r.id === best) ?? null;
}

/** The discount a held coupon gives an order of `lines`; throws when it is not the caller's or not usable. */
export async function couponDiscountForOrder(
  tx: Tx,
  userId: number,
  userCouponId: number,
  lines: readonly CouponLine[],
  now: Date,
): Promise<number> {
  const held = await tx.userCoupon.findUnique({ where: { id: userCouponId }, include: heldCouponInclude });
  // Someone else's coupon looks exactly like a missing one.
  if (!held || held.userId !== userId) throw new ApiError("NOT_FOUND", { key: "COUPON_NOT_FOUND" });
  const { unusable, discount } = judge(held, lines, now);
  if (unusable) throw new ApiError("CONFLICT", { key: "COUPON_NOT_USABLE" });
  return discount;
}

/** Marks the coupon used by the order (only if still unused) and links the order to it. */
export async function markCouponUsed(tx: Tx, userCouponId: number, orderId: number, now: Date): Promise<void> {
  const used = await tx.userCoupon.updateMany({ where: { id: userCouponId, usedAt: null }, data: { usedAt: now } });
  if (used.count !== 1) throw new ApiError("CONFLICT", { key: "COUPON_NOT_USABLE" });
  await tx.order.update({ where: { id: orderId }, data: { userCouponId } });
}

/**
 * Gives a coupon back when its unpaid order closes. The closed order lets go of it too: Order.userCouponId
 * is unique, and the coupon must be free for the next order (the order keeps its discountAmount).
 */
export async function releaseCoupon(tx: Tx, userCouponId: number): Promise<void> {
  await tx.order.updateMany({ where: { userCouponId }, data: { userCouponId: null } });
  await tx.userCoupon.updateMany({ where: { id: userCouponId, usedAt: { not: null } }, data: { usedAt: null } });
}

// ---------- the new-user coupon ----------

/** Only accounts this young are "newly registered"; older accounts never see the popup. */
export const NEW_USER_WINDOW_DAYS = 30;

export type NewUserOffer = z.output<typeof newUserOfferSchema>;

function newUserCouponsOpen(client: Tx | typeof db, now: Date) {
  return client.coupon.findMany({
    where: {
      active: true,
      isNewUser: true,
      validFrom: { lte: now },
      validTo: { gt: now },
      claimedCount: { lt: client.coupon.fields.totalQuantity },
    },
    orderBy: { id: "asc" },
    select: { id: true, ...termsSelect, validTo: true, validDays: true },
  });
}

export async function newUserCouponOffer(userId: number, now: Date = new Date()): Promise<NewUserOffer> {
  await dbReady();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { newUserCouponAt: true, createdAt: true },
  });
  const isNew =
    !user.newUserCouponAt && now.getTime() - user.createdAt.getTime() < NEW_USER_WINDOW_DAYS * 24 * 3600 * 1000;
  if (!isNew) return { offered: false, coupons: [] };
  const coupons = await newUserCouponsOpen(db, now);
  return {
    offered: coupons.length > 0,
    coupons: coupons.map((c) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      threshold: c.threshold,
      amountOff: c.amountOff,
      ratePercent: c.ratePercent,
      maxDiscount: c.maxDiscount,
      validDays: c.validDays,
    })),
  };
}

/**
 * Answers the popup once: `claim` grants every open new-user coupon, otherwise the shopper declined.
 * Either way User.newUserCouponAt is set by a conditional update, so it cannot be answered twice.
 */
export async function answerNewUserCoupon(userId: number, claim: boolean, now: Date = new Date()) {
  const offer = await newUserCouponOffer(userId, now);
  if (!offer.offered) throw new ApiError("CONFLICT", { key: "NEW_USER_COUPON_TAKEN" });
  return writeTransaction(
    async (tx) => {
      const first = await tx.user.updateMany({
        where: { id: userId, newUserCouponAt: null },
        data: { newUserCouponAt: now },
      });
      if (first.count !== 1) throw new ApiError("CONFLICT", { key: "NEW_USER_COUPON_TAKEN" });
      if (!claim) return { granted: [] as number[] };
      const granted: number[] = [];
      for (const coupon of await newUserCouponsOpen(tx, now))
        granted.push((await grantCoupon(tx, userId, coupon, now)).id);
      return { granted };
    },
    { shopper: userId },
  );
}
