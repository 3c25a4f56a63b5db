// The data-loss probe (issue 13): Prisma runs some single operations as internal transactions (upsert,
// nested writes). On SQLite's one connection, any statement issued meanwhile by another request runs
// inside that transaction — and is rolled back with it when it fails. This fires such operations, half
// of them failing on purpose, beside standalone writes and reads, and checks that every acknowledged
// write is there and that no read saw a row that was never committed. On PostgreSQL (a pool, a
// connection per transaction) the same must hold.
//
// Timing matters: with a synchronous driver an internal transaction runs within one macrotask, so
// overlap happens at microtask granularity, as it does between requests in a busy server. Each round
// starts its standalone work a different number of microtask hops after the transaction (measured with
// the old gate, where writes shared it: of 60 acknowledged increments 52 were lost and 38 reads saw an
// uncommitted row).
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { consumeRateLimit } from "@/lib/services/platform";

const ROUNDS = 60;
const GHOST = "ghost-"; // nicknames only ever written by transactions that roll back
const address = { name: "n", phone: "13800000000", province: "p", city: "c", district: "d", detail: "x" };

const hops = async (n: number) => {
  for (let k = 0; k < n; k += 1) await Promise.resolve();
};

/** A nested write whose last step fails (the user row is in, the address to connect is missing). */
function failingNestedCreate(username: string, nickname: string) {
  return db.user.create({ data: { username, nickname, addresses: { connect: [{ id: 2_000_000_000 }] } } }).then(
    () => Promise.reject(new Error("a connect to a missing address was accepted")),
    () => null,
  );
}

async function settle(jobs: Promise<unknown>[]) {
  const failures = (await Promise.allSettled(jobs))
    .filter((r) => r.status === "rejected")
    .map((r) => String((r as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
}

describe("the data-loss probe", () => {
  it("keeps standalone increments and reads out of failing internal transactions", async () => {
    await dbReady();
    const tag = crypto.randomBytes(4).toString("hex");
    const base = await db.user.create({ data: { username: `probe-${tag}`, nickname: "base" } });
    let acknowledged = 0;
    const sawGhost: string[] = [];
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      jobs.push(failingNestedCreate(`probe-${tag}-ghost-${i}`, `${GHOST}${i}`));
      jobs.push(
        hops(i).then(() =>
          db.user
            .update({ where: { id: base.id }, data: { points: { increment: 1 } } })
            .then(() => (acknowledged += 1)),
        ),
      );
      jobs.push(
        hops(i + 1).then(() =>
          db.user
            .findMany({ where: { nickname: { startsWith: GHOST } }, select: { nickname: true } })
            .then((rows) => sawGhost.push(...rows.map((r) => r.nickname))),
        ),
      );
    }
    await settle(jobs);
    expect(acknowledged).toBe(ROUNDS);
    expect((await db.user.findUniqueOrThrow({ where: { id: base.id } })).points).toBe(ROUNDS);
    expect(sawGhost).toEqual([]);
  });

  it("keeps creates, upserts (the rate-limit path) and nested creates beside failing transactions", async () => {
    await dbReady();
    const tag = crypto.randomBytes(4).toString("hex");
    const acked: { what: string; check: () => Promise<boolean> }[] = [];
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      jobs.push(failingNestedCreate(`probe-${tag}-ghost-${i}`, `${GHOST}${i}`));
      const username = `probe-${tag}-plain-${i}`;
      const key = `probe:${tag}:${i}`;
      const nested = `probe-${tag}-nested-${i}`;
      const work = [
        () =>
          db.user
            .create({ data: { username, nickname: "plain" } })
            .then(() =>
              acked.push({ what: "create", check: async () => (await db.user.count({ where: { username } })) === 1 }),
            ),
        () =>
          consumeRateLimit({ key, limit: 5, windowSeconds: 60 }).then(() =>
            acked.push({
              what: "upsert",
              check: async () => (await db.rateLimitBucket.findUnique({ where: { key } }))?.count === 1,
            }),
          ),
        () =>
          db.user
            .create({ data: { username: nested, nickname: "nested", addresses: { create: [address, address] } } })
            .then(() =>
              acked.push({
                what: "nested",
                check: async () => (await db.address.count({ where: { user: { username: nested } } })) === 2,
              }),
            ),
      ];
      jobs.push(hops(Math.floor(i / 3)).then(work[i % 3]));
      if (i % 6 === 0) {
        // An interactive transaction that writes a ghost, waits, and rolls back.
        jobs.push(
          writeTransaction(async (tx) => {
            await tx.user.create({ data: { username: `probe-${tag}-tx-${i}`, nickname: `${GHOST}tx-${i}` } });
            await new Promise((resolve) => setTimeout(resolve, 1));
            throw new Error("roll back");
          }).then(
            () => Promise.reject(new Error("the transaction should have rolled back")),
            () => null,
          ),
        );
      }
    }
    await settle(jobs);
    expect(acked).toHaveLength(ROUNDS);
    const lost: string[] = [];
    for (const ack of acked) if (!(await ack.check())) lost.push(ack.what);
    expect(lost).toEqual([]);
    expect(await db.user.count({ where: { nickname: { startsWith: GHOST } } })).toBe(0);
  });
});
