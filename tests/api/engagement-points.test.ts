// Daily sign-in and points: once per UTC+8 day (also under concurrency), streaks and rising points,
// the calendar, order points awarded once, and the ledger invariant (balance = sum of entries).
import { describe, expect, it } from "vitest";
import { POST as signIn } from "@/app/api/v1/daily-sign-in/route";
import { GET as signInStatus } from "@/app/api/v1/get-daily-sign-in/route";
import { GET as points } from "@/app/api/v1/points/route";
import { db, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import {
  dailySignIn,
  getSignInStatus,
  previousDay,
  signInPoints,
  addPointsEntry,
  awardOrderPoints,
  pointsReason,
} from "@/lib/services/engagement";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createOrder, ledgerMatches } from "./engagement-fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Status = {
  today: string;
  month: string;
  signedToday: boolean;
  streak: number;
  nextPoints: number;
  days: { day: string; points: number }[];
  totalDays: number;
  balance: number;
};
type PointsPage = { rows: { delta: number; reason: string }[]; total: number; hasMore: boolean; balance: number };

describe("daily sign-in", () => {
  it("signs in once a day, earns points, and refuses a second sign-in with a translated 409", async () => {
    const { user, token } = await createUser();
    const first = await call<{ streak: number; points: number; balance: number }>(signIn, "/api/v1/daily-sign-in", {
      token,
      body: {},
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ streak: 1, points: 5, balance: 5 });

    const again = await call<ErrorBody>(signIn, "/api/v1/daily-sign-in", { token, body: {}, locale: "zh-Hans" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("今天已经签到过了，明天再来吧");

    const status = await call<Status>(signInStatus, "/api/v1/get-daily-sign-in", { token });
    expect(status.body).toMatchObject({ signedToday: true, streak: 1, nextPoints: 10, totalDays: 1, balance: 5 });
    expect(status.body.days).toEqual([{ day: status.body.today, points: 5 }]);
    expect(await ledgerMatches(user.id)).toEqual({ balance: 5, sum: 5 });
  });

  it("needs a login", async () => {
    expect((await call(signIn, "/api/v1/daily-sign-in", { body: {} })).status).toBe(401);
    expect((await call(signInStatus, "/api/v1/get-daily-sign-in")).status).toBe(401);
  });

  it("two (or twenty) concurrent sign-ins on one day make exactly one sign-in and one award", async () => {
    const { user, token } = await createUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(signIn, "/api/v1/daily-sign-in", { token, body: {} })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await db.dailySignIn.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.pointsEntry.count({ where: { userId: user.id } })).toBe(1);
    expect(await ledgerMatches(user.id)).toEqual({ balance: 5, sum: 5 });
  });

  it("keys days on the UTC+8 calendar: 23:59 and 00:01 Beijing time are two days", async () => {
    const { user } = await createUser();
    // 2026-03-01 15:59 UTC = 23:59 in Beijing; 16:01 UTC = 00:01 on 2026-03-02.
    const late = await dailySignIn(user.id, new Date("2026-03-01T15:59:00Z"));
    const early = await dailySignIn(user.id, new Date("2026-03-01T16:01:00Z"));
    expect(late.day).toBe("2026-03-01");
    expect(early.day).toBe("2026-03-02");
    expect(early.streak).toBe(2);
    await expect(dailySignIn(user.id, new Date("2026-03-02T15:00:00Z"))).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("raises points with the streak up to the cap, and starts over after a missed day", async () => {
    const { user } = await createUser();
    const earned: number[] = [];
    for (let d = 1; d <= 8; d++) earned.push((await dailySignIn(user.id, new Date(`2026-04-0${d}T04:00:00Z`))).points);
    expect(earned).toEqual([5, 10, 15, 20, 25, 30, 30, 30]);
    // 2026-04-09 missed.
    const restart = await dailySignIn(user.id, new Date("2026-04-10T04:00:00Z"));
    expect(restart).toMatchObject({ streak: 1, points: 5 });

    const april = await getSignInStatus(user.id, "2026-04", new Date("2026-04-10T05:00:00Z"));
    expect(april.days.map((d) => d.day)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `2026-04-0${i + 1}`),
      "2026-04-10",
    ]);
    expect(april).toMatchObject({ signedToday: true, streak: 1, nextPoints: 10, totalDays: 9 });
    // The next morning the streak from yesterday still counts until today's sign-in.
    const nextDay = await getSignInStatus(user.id, undefined, new Date("2026-04-11T01:00:00Z"));
    expect(nextDay).toMatchObject({ month: "2026-04", signedToday: false, streak: 1, nextPoints: 10 });
    const march = await getSignInStatus(user.id, "2026-03", new Date("2026-04-10T05:00:00Z"));
    expect(march.days).toEqual([]);
    expect(await ledgerMatches(user.id)).toEqual({ balance: 170, sum: 170 });
  });

  it("validates the calendar month", async () => {
    const { token } = await createUser();
    const bad = await call<ErrorBody>(signInStatus, "/api/v1/get-daily-sign-in?month=2026-13", { token });
    expect(bad.status).toBe(422);
    expect(bad.body.fields?.month).toBeTruthy();
  });

  it("has pure helpers for the calendar and the points scale", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2028-03-01")).toBe("2028-02-29");
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
    expect([1, 2, 6, 7, 100].map(signInPoints)).toEqual([5, 10, 30, 30, 30]);
  });
});

describe("points ledger", () => {
  it("awards order points once per order, whatever the number of calls", async () => {
    const { user } = await createUser();
    const order = await createOrder(user.id, 12_345);
    for (let i = 0; i < 3; i++) await writeTransaction((tx) => awardOrderPoints(tx, order));
    await Promise.all(Array.from({ length: 5 }, () => writeTransaction((tx) => awardOrderPoints(tx, order))));
    const entries = await db.pointsEntry.findMany({ where: { userId: user.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ delta: 123, reason: "order", refKey: `order:${order.id}` });
    expect(await ledgerMatches(user.id)).toEqual({ balance: 123, sum: 123 });
  });

  it("awards nothing to an anonymised order", async () => {
    const order = await createOrder(null, 50_000);
    await writeTransaction((tx) => awardOrderPoints(tx, order));
    expect(await db.pointsEntry.count({ where: { refKey: `order:${order.id}` } })).toBe(0);
  });

  it("never spends below zero, and a refused spend changes neither balance nor ledger", async () => {
    const { user } = await createUser();
    await writeTransaction((tx) => addPointsEntry(tx, { userId: user.id, delta: 10, reason: pointsReason.SIGN_IN }));
    const spend = writeTransaction((tx) =>
      addPointsEntry(tx, { userId: user.id, delta: -11, reason: pointsReason.ORDER }),
    );
    await expect(spend).rejects.toBeInstanceOf(ApiError);
    await expect(spend).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await ledgerMatches(user.id)).toEqual({ balance: 10, sum: 10 });
    await writeTransaction((tx) => addPointsEntry(tx, { userId: user.id, delta: -10, reason: pointsReason.ORDER }));
    expect(await ledgerMatches(user.id)).toEqual({ balance: 0, sum: 0 });
  });

  it("keeps balance = sum of entries through a concurrent mix of sign-ins and order awards", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const orders = await Promise.all(
      users.flatMap(({ user }) => [createOrder(user.id, 9_999), createOrder(user.id, 250_00)]),
    );
    await Promise.all([
      ...users.flatMap(({ token }) => [1, 2, 3].map(() => call(signIn, "/api/v1/daily-sign-in", { token, body: {} }))),
      ...orders.flatMap((o) => [1, 2].map(() => writeTransaction((tx) => awardOrderPoints(tx, o)))),
    ]);
    for (const { user } of users) {
      const { balance, sum } = await ledgerMatches(user.id);
      expect(balance).toBe(sum);
      expect(balance).toBe(5 + 99 + 250);
    }
  });

  it("lists the balance and the ledger newest first, paged", async () => {
    const { user, token } = await createUser();
    for (let d = 1; d <= 3; d++) await dailySignIn(user.id, new Date(`2026-05-0${d}T04:00:00Z`));
    const page1 = await call<PointsPage>(points, "/api/v1/points?pageSize=2", { token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ balance: 30, total: 3, hasMore: true });
    expect(page1.body.rows.map((r) => r.delta)).toEqual([15, 10]);
    const page2 = await call<PointsPage>(points, "/api/v1/points?pageSize=2&pageIndex=2", { token });
    expect(page2.body.rows.map((r) => r.delta)).toEqual([5]);
    expect(page2.body.hasMore).toBe(false);
    // Someone else's ledger never shows up.
    const other = await createUser();
    const theirs = await call<PointsPage>(points, "/api/v1/points", { token: other.token });
    expect(theirs.body).toMatchObject({ balance: 0, total: 0, rows: [] });
  });
});
