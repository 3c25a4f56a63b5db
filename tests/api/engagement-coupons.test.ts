// Coupons: the claim centre, per-user limits and total quantity (also under concurrency), the tabs,
// the checkout interface (discount, used once, released when an order closes), the best suggestion,
// the new-user coupon, and that nobody reaches another shopper's coupons.
import { describe, expect, it } from "vitest";
import { GET as getCoupons } from "@/app/api/v1/get-coupons/route";
import { POST as claimCoupon } from "@/app/api/v1/claim-coupon/route";
import { GET as getMyCoupons } from "@/app/api/v1/get-my-coupons/route";
import { GET as getUsable } from "@/app/api/v1/get-usable-coupons/route";
import { GET as getNewUser, POST as answerNewUser } from "@/app/api/v1/new-user-coupon/route";
import { db, writeTransaction } from "@/lib/db";
import { bestCouponForAmount, couponDiscountForOrder, markCouponUsed, releaseCoupon } from "@/lib/services/engagement";
import { seedEngagement } from "@/prisma/seed-data/engagement";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createCoupon, createOrder, giveCoupon } from "./engagement-fixtures";

type ErrorBody = { code: string; message: string };
type Claimable = { id: number; remaining: number; claimed: number; canClaim: boolean };
type MyPage = {
  rows: { id: number; couponId: number; status: string }[];
  total: number;
  counts: Record<string, number>;
};
const DAY = 24 * 3600 * 1000;
/** Goods of one line outside any scope: what an unscoped coupon sees. */
const goods = (amount: number) => [{ productId: 0, categoryPath: [], amount }];

const claim = (token: string, couponId: number) =>
  call<ErrorBody & { id: number }>(claimCoupon, "/api/v1/claim-coupon", { token, body: { couponId } });

describe("claim centre", () => {
  it("lists open coupons only, with what is left and what the caller holds", async () => {
    const open = await createCoupon({ totalQuantity: 5, claimedCount: 2 });
    const ended = await createCoupon({ validTo: new Date(Date.now() - 1000) });
    const future = await createCoupon({ validFrom: new Date(Date.now() + DAY) });
    const newUser = await createCoupon({ isNewUser: true });
    const off = await createCoupon({ active: false });
    const { token } = await createUser();
    await claim(token, open.id);

    const res = await call<{ rows: Claimable[] }>(getCoupons, "/api/v1/get-coupons", { token });
    const ids = res.body.rows.map((r) => r.id);
    expect(ids).toContain(open.id);
    for (const hidden of [ended, future, newUser, off]) expect(ids).not.toContain(hidden.id);
    expect(res.body.rows.find((r) => r.id === open.id)).toMatchObject({ remaining: 2, claimed: 1, canClaim: false });
    // Anonymous visitors see the centre too.
    expect((await call(getCoupons, "/api/v1/get-coupons")).status).toBe(200);
  });

  it("enforces the per-user limit and the total quantity, with translated reasons", async () => {
    const twice = await createCoupon({ perUserLimit: 2, validDays: 3 });
    const { user, token } = await createUser();
    expect((await claim(token, twice.id)).status).toBe(200);
    expect((await claim(token, twice.id)).status).toBe(200);
    const third = await call<ErrorBody>(claimCoupon, "/api/v1/claim-coupon", {
      token,
      body: { couponId: twice.id },
      locale: "en",
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe("You have already claimed this coupon");
    const held = await db.userCoupon.findMany({ where: { userId: user.id, couponId: twice.id } });
    expect(held).toHaveLength(2);
    // validDays: a claimed coupon lasts three days from claiming.
    expect(Math.abs(held[0].expiresAt.getTime() - (held[0].claimedAt.getTime() + 3 * DAY))).toBeLessThan(1000);

    const gone = await createCoupon({ totalQuantity: 1, claimedCount: 1 });
    const soldOut = await claim(token, gone.id);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe("CONFLICT");

    expect((await claim(token, 999_999)).status).toBe(404);
    expect((await claim(token, (await createCoupon({ isNewUser: true })).id)).status).toBe(404);
    expect((await call(claimCoupon, "/api/v1/claim-coupon", { body: { couponId: twice.id } })).status).toBe(401);
  });

  it("gives the last coupon to exactly one of 30 concurrent claimers", async () => {
    const last = await createCoupon({ totalQuantity: 10, claimedCount: 9 });
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser()));
    const results = await Promise.all(users.map(({ token }) => claim(token, last.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: last.id } })).claimedCount).toBe(10);
    expect(await db.userCoupon.count({ where: { couponId: last.id } })).toBe(1);
  });

  it("lets one shopper's 10 concurrent claims take only their limit", async () => {
    const limited = await createCoupon({ perUserLimit: 2, totalQuantity: 100 });
    const { user, token } = await createUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(token, limited.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await db.userCoupon.count({ where: { userId: user.id, couponId: limited.id } })).toBe(2);
    expect((await db.coupon.findUniqueOrThrow({ where: { id: limited.id } })).claimedCount).toBe(2);
  });
});

describe("my coupons", () => {
  it("splits coupons into available, used and expired, and shows only the caller's", async () => {
    const coupon = await createCoupon();
    const { user, token } = await createUser();
    const other = await createUser();
    const available = await giveCoupon(user.id, coupon.id);
    const used = await giveCoupon(user.id, coupon.id, { usedAt: new Date() });
    const expired = await giveCoupon(user.id, coupon.id, { expiresAt: new Date(Date.now() - 1000) });
    await giveCoupon(other.user.id, coupon.id);

    const tab = async (status: string) =>
      (await call<MyPage>(getMyCoupons, `/api/v1/get-my-coupons?status=${status}`, { token })).body;
    expect((await tab("available")).rows.map((r) => r.id)).toEqual([available.id]);
    expect((await tab("used")).rows.map((r) => r.id)).toEqual([used.id]);
    expect((await tab("expired")).rows.map((r) => r.id)).toEqual([expired.id]);
    expect((await tab("available")).counts).toEqual({ available: 1, used: 1, expired: 1 });
    expect((await call(getMyCoupons, "/api/v1/get-my-coupons?status=bogus", { token })).status).toBe(422);
  });
});

describe("checkout interface", () => {
  it("computes discounts and refuses unusable coupons", async () => {
    const { user } = await createUser();
    const amount = await createCoupon({ threshold: 10_000, amountOff: 1_500 });
    const rate = await createCoupon({ kind: "rate", ratePercent: 90, maxDiscount: 2_000, amountOff: 0 });
    const big = await createCoupon({ amountOff: 50_000 });
    const a = await giveCoupon(user.id, amount.id);
    const r = await giveCoupon(user.id, rate.id);
    const b = await giveCoupon(user.id, big.id);
    const used = await giveCoupon(user.id, amount.id, { usedAt: new Date() });
    const expired = await giveCoupon(user.id, amount.id, { expiresAt: new Date(Date.now() - 1) });
    const now = new Date();

    await writeTransaction(async (tx) => {
      expect(await couponDiscountForOrder(tx, user.id, a.id, goods(10_000), now)).toBe(1_500);
      expect(await couponDiscountForOrder(tx, user.id, r.id, goods(12_345), now)).toBe(1_234);
      expect(await couponDiscountForOrder(tx, user.id, r.id, goods(100_000), now)).toBe(2_000);
      expect(await couponDiscountForOrder(tx, user.id, b.id, goods(3_000), now)).toBe(3_000);
    });
    for (const [id, items] of [
      [a.id, 9_999],
      [used.id, 50_000],
      [expired.id, 50_000],
    ]) {
      await expect(
        writeTransaction((tx) => couponDiscountForOrder(tx, user.id, id, goods(items), now)),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        detail: { key: "COUPON_NOT_USABLE" },
      });
    }
  });

  it("treats another shopper's coupon as missing (IDOR)", async () => {
    const owner = await createUser();
    const thief = await createUser();
    const held = await giveCoupon(owner.user.id, (await createCoupon()).id);
    await expect(
      writeTransaction((tx) => couponDiscountForOrder(tx, thief.user.id, held.id, goods(50_000), new Date())),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const usable = await call<{ rows: { id: number }[] }>(getUsable, "/api/v1/get-usable-coupons?amount=50000", {
      token: thief.token,
    });
    expect(usable.body.rows.map((c) => c.id)).not.toContain(held.id);
  });

  it("uses a coupon once, and gives it back (unlinked from the closed order) on release", async () => {
    const { user } = await createUser();
    const held = await giveCoupon(user.id, (await createCoupon()).id);
    const first = await createOrder(user.id, 5_000);
    const second = await createOrder(user.id, 5_000);
    const now = new Date();
    await writeTransaction((tx) => markCouponUsed(tx, held.id, first.id, now));
    expect((await db.order.findUniqueOrThrow({ where: { id: first.id } })).userCouponId).toBe(held.id);
    await expect(writeTransaction((tx) => markCouponUsed(tx, held.id, second.id, now))).rejects.toMatchObject({
      code: "CONFLICT",
    });

    await writeTransaction((tx) => releaseCoupon(tx, held.id));
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: held.id } })).usedAt).toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { id: first.id } })).userCouponId).toBeNull();
    await writeTransaction((tx) => markCouponUsed(tx, held.id, second.id, now));
    expect((await db.order.findUniqueOrThrow({ where: { id: second.id } })).userCouponId).toBe(held.id);
  });

  it("suggests the usable coupon with the biggest discount", async () => {
    const { user, token } = await createUser();
    const small = await giveCoupon(user.id, (await createCoupon({ amountOff: 500 })).id);
    const best = await giveCoupon(
      user.id,
      (await createCoupon({ kind: "rate", ratePercent: 80, maxDiscount: 3_000, amountOff: 0 })).id,
    );
    const tooHigh = await giveCoupon(user.id, (await createCoupon({ threshold: 100_000, amountOff: 20_000 })).id);
    expect((await bestCouponForAmount(user.id, 12_000))?.id).toBe(best.id);
    expect((await bestCouponForAmount(user.id, 12_000))?.discount).toBe(2_400);
    expect((await bestCouponForAmount(user.id, 1_000))?.id).toBe(small.id);

    const res = await call<{ rows: { id: number; discount: number; unusable: string | null }[]; best: number }>(
      getUsable,
      "/api/v1/get-usable-coupons?amount=12000",
      { token },
    );
    expect(res.body.best).toBe(best.id);
    expect(res.body.rows.at(-1)).toMatchObject({ id: tooHigh.id, discount: 0, unusable: "threshold" });
    expect(await bestCouponForAmount((await createUser()).user.id, 12_000)).toBeNull();
  });
});

describe("new-user coupon", () => {
  it("is offered once to a new shopper, even when answered concurrently", async () => {
    // The app client is extended with the query gate (lib/db.ts); the seed is typed for the plain client.
    await seedEngagement(db as unknown as Parameters<typeof seedEngagement>[0]);
    const newUserCoupons = await db.coupon.count({ where: { isNewUser: true, active: true } });
    expect(newUserCoupons).toBeGreaterThan(0);
    const { user, token } = await createUser();
    const offer = await call<{ offered: boolean; coupons: unknown[] }>(getNewUser, "/api/v1/new-user-coupon", {
      token,
    });
    expect(offer.body.offered).toBe(true);
    expect(offer.body.coupons).toHaveLength(newUserCoupons);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(answerNewUser, "/api/v1/new-user-coupon", { token, body: { claim: true } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await db.userCoupon.count({ where: { userId: user.id } })).toBe(newUserCoupons);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).newUserCouponAt).not.toBeNull();
    expect((await call<{ offered: boolean }>(getNewUser, "/api/v1/new-user-coupon", { token })).body.offered).toBe(
      false,
    );
  });

  it("is not offered again after the shopper closed it, nor to old accounts", async () => {
    // The app client is extended with the query gate (lib/db.ts); the seed is typed for the plain client.
    await seedEngagement(db as unknown as Parameters<typeof seedEngagement>[0]);
    const { user, token } = await createUser();
    expect((await call(answerNewUser, "/api/v1/new-user-coupon", { token, body: { claim: false } })).status).toBe(200);
    expect(await db.userCoupon.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(answerNewUser, "/api/v1/new-user-coupon", { token, body: { claim: true } })).status).toBe(409);

    const old = await createUser();
    await db.user.update({ where: { id: old.user.id }, data: { createdAt: new Date(Date.now() - 90 * DAY) } });
    expect(
      (await call<{ offered: boolean }>(getNewUser, "/api/v1/new-user-coupon", { token: old.token })).body.offered,
    ).toBe(false);
    expect((await call(answerNewUser, "/api/v1/new-user-coupon", { token: old.token, body: {} })).status).toBe(409);
  });
});
