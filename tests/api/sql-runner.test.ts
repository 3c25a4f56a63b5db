// The SQL runner (lib/db/sql.ts, docs/decisions/021-write-path.md), on both engines: a transaction is
// all or nothing; it and Prisma read each other's dates, booleans and counts the same; it never runs
// inside, nor sweeps in, a Prisma transaction of the same process; and concurrent runner transactions
// beside failing Prisma ones (and the other way round) lose no acknowledged write and show no
// uncommitted row.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  db,
  dbReady,
  isUniqueViolation,
  recordingOutcome,
  sqlDate,
  sqlOver,
  sqlRead,
  sqlWrite,
  writeTransaction,
  type OutcomeRecorder,
  type SqlTx,
} from "@/lib/db";

const tag = () => crypto.randomBytes(4).toString("hex");
const hops = async (n: number) => {
  for (let k = 0; k < n; k += 1) await Promise.resolve();
};

async function newUser(nickname = "runner") {
  await dbReady();
  return db.user.create({ data: { username: `sql-${tag()}`, nickname }, select: { id: true } });
}

describe("the SQL runner", () => {
  it("commits all of a transaction, or none of it when a statement fails or the service refuses", async () => {
    const user = await newUser();
    await sqlWrite(async (q) => {
      await q.run('UPDATE "User" SET "points" = "points" + 5 WHERE "id" = ?', [user.id]);
      await q.run('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', ["committed", user.id]);
    });
    // A refusal after a write (the 409 of a service) ...
    await expect(
      sqlWrite(async (q) => {
        await q.run('UPDATE "User" SET "points" = "points" + 100 WHERE "id" = ?', [user.id]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    // ... and a statement that fails after a write (a unique username taken).
    const other = await newUser();
    const taken = await db.user.findUniqueOrThrow({ where: { id: other.id }, select: { username: true } });
    const failure = await sqlWrite(async (q) => {
      await q.run('UPDATE "User" SET "points" = "points" + 100 WHERE "id" = ?', [user.id]);
      await q.run('UPDATE "User" SET "username" = ? WHERE "id" = ?', [taken.username, user.id]);
    }).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { points: true, nickname: true } });
    expect(after).toEqual({ points: 5, nickname: "committed" });
  });

  it("reads and writes dates, booleans and counts as Prisma does", async () => {
    const user = await newUser();
    const when = new Date("2026-03-04T05:06:07.089Z");
    const address = await db.address.create({
      data: {
        userId: user.id,
        name: "n",
        phone: "13800000000",
        province: "p",
        city: "c",
        district: "d",
        detail: "x",
        isDefault: true,
        deletedAt: when,
      },
      select: { id: true },
    });
    const [row] = await sqlRead<{ isDefault: number; deletedAt: string; n: number; later: number; quoted: string }>(
      `SELECT a."isDefault", a."deletedAt", (SELECT count(*) FROM "Address" b WHERE b."userId" = ?) AS "n",
         a."deletedAt" > ? AS "later", 'what?' AS "quoted"
       FROM "Address" a WHERE a."id" = ?`,
      [user.id, new Date(when.getTime() - 1), address.id],
    );
    expect(row).toEqual({ isDefault: 1, deletedAt: expect.any(String), n: 1, later: 1, quoted: "what?" });
    expect(sqlDate(row.deletedAt).getTime()).toBe(when.getTime());
    // Written by the runner, read by Prisma.
    const written = new Date("2027-01-02T03:04:05.678Z");
    await sqlWrite((q) =>
      q.run('UPDATE "Address" SET "isDefault" = ?, "deletedAt" = ?, "updatedAt" = ? WHERE "id" = ?', [
        false,
        written,
        written,
        address.id,
      ]),
    );
    expect(
      await db.address.findUniqueOrThrow({
        where: { id: address.id },
        select: { isDefault: true, deletedAt: true, updatedAt: true },
      }),
    ).toEqual({ isDefault: false, deletedAt: written, updatedAt: written });
    // Prisma's own date filter finds what the runner wrote.
    expect(await db.address.count({ where: { id: address.id, deletedAt: { gte: written, lte: written } } })).toBe(1);
  });

  it("commits with the last statement when it changes its row, and keeps nothing when it changes none", async () => {
    const user = await newUser("with");
    const points = () =>
      db.user.findUniqueOrThrow({ where: { id: user.id }, select: { points: true, nickname: true } });
    // Changed: the transaction committed with it (the runner sends no second COMMIT).
    const changed = await sqlWrite(async (q) => {
      await q.run('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', ["kept", user.id]);
      return q.commitWith('UPDATE "User" SET "points" = "points" + ? WHERE "id" = ? AND "points" < ?', [
        7,
        user.id,
        100,
      ]);
    });
    expect(changed).toBe(1);
    expect(await points()).toEqual({ points: 7, nickname: "kept" });
    // Not changed (the condition fails): 0, and the statements before it are not kept either.
    const missed = await sqlWrite(async (q) => {
      await q.run('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', ["lost", user.id]);
      const n = await q.commitWith('UPDATE "User" SET "points" = "points" + ? WHERE "id" = ? AND "points" > ?', [
        7,
        user.id,
        100,
      ]);
      if (n !== 1) throw new Error("missed");
      return n;
    }).catch((error: unknown) => (error as Error).message);
    expect(missed).toBe("missed");
    expect(await points()).toEqual({ points: 7, nickname: "kept" });
    // The next transaction on the same connections runs as usual.
    await sqlWrite((q) => q.run('UPDATE "User" SET "points" = "points" + 1 WHERE "id" = ?', [user.id]));
    expect((await points()).points).toBe(8);
    // Text is never inlined.
    await expect(
      sqlWrite((q) => q.commitWith('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', ["x'; --", user.id])),
    ).rejects.toThrow(/literal/);
    expect((await points()).nickname).toBe("kept");
  });

  it("waits for a Prisma write transaction of this process, and is never rolled back with it", async () => {
    const user = await newUser("before");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const prisma = writeTransaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { nickname: "ghost" } });
      await held;
      throw new Error("rolled back");
    }).catch(() => "rolled back");
    await hops(5);
    let seen: string | undefined;
    const runner = sqlWrite(async (q) => {
      seen = (await q.get<{ nickname: string }>('SELECT "nickname" FROM "User" WHERE "id" = ?', [user.id]))?.nickname;
      await q.run('UPDATE "User" SET "points" = "points" + 1 WHERE "id" = ?', [user.id]);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([prisma, runner]);
    expect(seen).toBe("before");
    expect(
      await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { points: true, nickname: true } }),
    ).toEqual({ points: 1, nickname: "before" });
  });

  it("loses no acknowledged write beside failing Prisma transactions, and sweeps none in", async () => {
    const base = await newUser("base");
    const GHOST = `ghost-${tag()}-`;
    const ROUNDS = 60;
    let runnerAcks = 0;
    let prismaAcks = 0;
    const sawGhost: string[] = [];
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      // A Prisma internal transaction that fails (a nested connect to a missing address).
      jobs.push(
        db.user
          .create({
            data: { username: `${GHOST}${i}`, nickname: `${GHOST}${i}`, addresses: { connect: [{ id: 2e9 }] } },
          })
          .catch(() => null),
      );
      // A runner transaction that writes a ghost and then refuses.
      jobs.push(
        hops(i % 7)
          .then(() =>
            sqlWrite(async (q) => {
              await q.run('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', [`${GHOST}r${i}`, base.id]);
              throw new Error("refused");
            }),
          )
          .catch(() => null),
      );
      jobs.push(
        hops(i % 5).then(() =>
          sqlWrite((q) => q.run('UPDATE "User" SET "points" = "points" + 1 WHERE "id" = ?', [base.id])).then(
            () => (runnerAcks += 1),
          ),
        ),
      );
      jobs.push(
        hops(i % 3).then(() =>
          db.user
            .update({ where: { id: base.id }, data: { points: { increment: 1000 } } })
            .then(() => (prismaAcks += 1)),
        ),
      );
      jobs.push(
        hops(i % 4).then(async () => {
          const rows = await sqlRead<{ nickname: string }>(
            'SELECT "nickname" FROM "User" WHERE "nickname" LIKE ? OR "id" = ?',
            [`${GHOST}%`, base.id],
          );
          sawGhost.push(...rows.map((r) => r.nickname).filter((n) => n.startsWith(GHOST)));
        }),
      );
    }
    await Promise.all(jobs);
    expect(runnerAcks).toBe(ROUNDS);
    expect(prismaAcks).toBe(ROUNDS);
    const after = await db.user.findUniqueOrThrow({ where: { id: base.id }, select: { points: true, nickname: true } });
    expect(after).toEqual({ points: ROUNDS * 1001, nickname: "base" });
    expect(sawGhost).toEqual([]);
    expect(await db.user.count({ where: { nickname: { startsWith: GHOST } } })).toBe(0);
  });
});

describe("the runner's statements in a Prisma transaction (sqlOver)", () => {
  it("runs them inside it: all or nothing with its Prisma calls, its own writes seen", async () => {
    const user = await newUser("over");
    const both = (fail: boolean) =>
      writeTransaction(async (tx) => {
        const q = sqlOver(tx);
        await q.run('UPDATE "User" SET "points" = "points" + ? WHERE "id" = ?', [5, user.id]);
        await tx.user.update({ where: { id: user.id }, data: { nickname: fail ? "lost" : "kept" } });
        // Each side sees the other's uncommitted write.
        const seen = await q.get<{ nickname: string; points: number }>(
          'SELECT "nickname", "points" FROM "User" WHERE "id" = ?',
          [user.id],
        );
        if (fail) throw new Error("refused");
        return seen;
      });
    await expect(both(true)).rejects.toThrow("refused");
    expect(await both(false)).toEqual({ nickname: "kept", points: 5 });
    expect(
      await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { points: true, nickname: true } }),
    ).toEqual({ points: 5, nickname: "kept" });
  });

  it("answers rows as the runner does: dates as ISO text, booleans 1 / 0, counts as numbers", async () => {
    const user = await newUser();
    const when = new Date("2026-05-06T07:08:09.010Z");
    await db.address.create({
      data: {
        userId: user.id,
        name: "n",
        phone: "13800000000",
        province: "p",
        city: "c",
        district: "d",
        detail: "x",
        isDefault: true,
        deletedAt: when,
      },
    });
    const sql = `SELECT a."isDefault", a."deletedAt", a."deletedAt" > ? AS "later",
        (SELECT count(*) FROM "Address" b WHERE b."userId" = ?) AS "n", a."name"
      FROM "Address" a WHERE a."userId" = ?`;
    const params = [new Date(when.getTime() - 1), user.id, user.id];
    const read = (await sqlRead<Record<string, unknown>>(sql, params))[0];
    const over = await writeTransaction((tx) => sqlOver(tx).get<Record<string, unknown>>(sql, params));
    const inRunner = await sqlWrite((q) => q.get<Record<string, unknown>>(sql, params));
    for (const row of [read, over, inRunner]) {
      expect(row).toMatchObject({ isDefault: 1, later: 1, n: 1, name: "n" });
      expect(sqlDate(row!.deletedAt).getTime()).toBe(when.getTime());
    }
  });

  it("inserts a row and the rows that hang off it, on the runner and through sqlOver", async () => {
    const insert = (q: SqlTx, name: string, targets: number[]) =>
      q.insertWithChildren({
        table: "Coupon",
        values: {
          name,
          kind: "amount",
          amountOff: 100,
          validFrom: new Date("2026-01-01T00:00:00.000Z"),
          validTo: new Date("2027-01-01T00:00:00.000Z"),
          totalQuantity: 3,
          scope: "products",
        },
        children: { table: "CouponTarget", parentColumn: "couponId", rows: targets.map((targetId) => ({ targetId })) },
      });
    const name = `tree-${tag()}`;
    const ids = [
      await sqlWrite((q) => insert(q, `${name}-runner`, [11, 12, 13])),
      await writeTransaction((tx) => insert(sqlOver(tx), `${name}-over`, [21])),
      await sqlWrite((q) => insert(q, `${name}-alone`, [])),
    ];
    const rows = await db.coupon.findMany({
      where: { id: { in: ids } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        name: true,
        validTo: true,
        targets: { select: { targetId: true }, orderBy: { targetId: "asc" } },
      },
    });
    expect(rows).toEqual([
      {
        id: ids[0],
        name: `${name}-runner`,
        validTo: new Date("2027-01-01T00:00:00.000Z"),
        targets: [11, 12, 13].map((targetId) => ({ targetId })),
      },
      { id: ids[1], name: `${name}-over`, validTo: new Date("2027-01-01T00:00:00.000Z"), targets: [{ targetId: 21 }] },
      { id: ids[2], name: `${name}-alone`, validTo: new Date("2027-01-01T00:00:00.000Z"), targets: [] },
    ]);
    // A failing child (a duplicate key) takes its parent with it.
    await expect(sqlWrite((q) => insert(q, `${name}-failed`, [31, 31]))).rejects.toThrow();
    expect(await db.coupon.count({ where: { name: `${name}-failed` } })).toBe(0);
  });

  it("keeps commitWith's write and the Idempotency-Key's record together: a failed record keeps neither", async () => {
    const user = await newUser("outcome");
    const recorder: OutcomeRecorder = {
      recordsOutcome: true,
      begin: async () => {},
      end: async () => {},
      beginSql: async () => {},
      // The record, the statement after the service's last one, fails.
      endSql: async () => {
        throw new Error("record failed");
      },
      committed: () => {},
    };
    const attempt = recordingOutcome(recorder, () =>
      sqlWrite(
        async (q) => {
          await q.run('UPDATE "User" SET "nickname" = ? WHERE "id" = ?', ["written", user.id]);
          return q.commitWith('UPDATE "User" SET "points" = "points" + ? WHERE "id" = ?', [3, user.id]);
        },
        { outcome: true },
      ),
    );
    await expect(attempt).rejects.toThrow("record failed");
    expect(
      await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { points: true, nickname: true } }),
    ).toEqual({ points: 0, nickname: "outcome" });
  });
});
