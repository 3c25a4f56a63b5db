// Idempotency-Key (issue 27): a write whose answer was lost (a dropped connection, a 503 after the
// commit, a phone that went through a tunnel) can be sent again with the same key, and the repeat
// answers the first outcome instead of acting twice — order placement, cancel, pay, after-sales and
// review (the endpoints whose registry entry says `idempotent`).
//
// The key is recorded *in the transaction that decides the outcome* (lib/db writeTransaction with
// `outcome: true`): first statement, insert the key (unique per caller, endpoint and key); last
// statement, store what the transaction answers. So the key exists exactly when the write does:
// - a repeat after the first committed finds the row and answers it (200, `idempotency-replayed`);
// - a repeat while the first is still running waits on the key's unique index (PostgreSQL) or on
//   the write gate (SQLite), then finds it;
// - a first request that failed wrote nothing and recorded nothing: the repeat runs afresh. Error
//   answers are not kept for that reason.
// The same key with another body is refused (409 IDEMPOTENCY_KEY_REUSED). Keys are kept a day.
import crypto from "node:crypto";
import {
  db,
  dbReady,
  isUniqueViolation,
  Prisma,
  recordingOutcome,
  type OutcomeRecorder,
  type SqlTx,
  type Tx,
} from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** Printable ASCII without spaces, up to 128 characters (a UUID, a ULID, a client's own scheme). */
const KEY = /^[\x21-\x7e]{1,128}$/;

export type IdempotencyScope = {
  userId: number;
  /** The endpoint's path: a key means something only for one endpoint. */
  endpoint: string;
  /** The Idempotency-Key header, or null when the request carries none. */
  key: string | null;
  /** What the request asked (its parsed query and body). */
  request: unknown;
};

/** What a write endpoint ended with: a replayed first outcome, its own result, or a result committed before a later step failed. */
export type IdempotentOutcome<T> =
  | { kind: "replayed"; status: number; body: unknown }
  | { kind: "done"; result: T }
  | { kind: "committed"; result: unknown; error: unknown };

/** The key of an earlier request turned up while inserting ours: answer that request's outcome. */
class KeyTaken extends Error {
  constructor() {
    super("idempotency key already recorded");
  }
}

export function checkIdempotencyKey(raw: string | null): string | null {
  if (raw === null) return null;
  if (!KEY.test(raw)) throw new ApiError("BAD_REQUEST", { key: "IDEMPOTENCY_KEY_INVALID" });
  return raw;
}

function hashOf(request: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify(request ?? null))
    .digest("hex");
}

async function recordedOutcome(scope: IdempotencyScope & { key: string }, requestHash: string, now: Date) {
  const row = await db.idempotencyKey.findUnique({
    where: { userId_endpoint_key: { userId: scope.userId, endpoint: scope.endpoint, key: scope.key } },
    select: { requestHash: true, status: true, body: true, createdAt: true },
  });
  if (!row || row.createdAt.getTime() < now.getTime() - IDEMPOTENCY_TTL_MS) return null;
  if (row.requestHash !== requestHash) throw new ApiError("CONFLICT", { key: "IDEMPOTENCY_KEY_REUSED" });
  return { kind: "replayed" as const, status: row.status, body: JSON.parse(row.body) as unknown };
}

/**
 * Runs a write endpoint's work (`run`) under `scope`: with a key already on record, answers that
 * outcome without running; otherwise runs it, recording its outcome transaction under the key.
 */
export async function runIdempotent<T>(
  scope: IdempotencyScope,
  run: () => Promise<T>,
  now: Date = new Date(),
): Promise<IdempotentOutcome<T>> {
  const key = scope.key;
  const requestHash = hashOf(scope.request);
  if (key !== null) {
    await dbReady();
    const earlier = await recordedOutcome({ ...scope, key }, requestHash, now);
    if (earlier) return earlier;
    // Now and then, outside any transaction: forget the keys of other requests past the TTL.
    if (Math.random() < 0.01)
      void pruneIdempotencyKeys(now).catch((error: unknown) => console.warn("[idempotency] prune failed", error));
  }
  let committed: { result: unknown } | null = null;
  const ids = { userId: scope.userId, endpoint: scope.endpoint, key: key ?? "" };
  const recorder: OutcomeRecorder = {
    recordsOutcome: key !== null,
    async begin(tx: Tx) {
      if (key === null) return;
      // A key older than the TTL is forgotten: its row makes way for this request.
      await tx.idempotencyKey.deleteMany({
        where: { ...ids, createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } },
      });
      try {
        await tx.idempotencyKey.create({ data: { ...ids, requestHash, status: 0, body: "null" } });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new KeyTaken();
        throw error;
      }
    },
    async end(tx: Tx, result) {
      if (key === null) return;
      await tx.idempotencyKey.update({
        where: { userId_endpoint_key: ids },
        data: { status: 200, body: JSON.stringify(result ?? null) },
      });
    },
    // The same two statements on the SQL runner (order placement, the flash buy, payments: lib/db sqlWrite).
    async beginSql(q: SqlTx) {
      if (key === null) return;
      await q.run(
        'DELETE FROM "IdempotencyKey" WHERE "userId" = ? AND "endpoint" = ? AND "key" = ? AND "createdAt" < ?',
        [ids.userId, ids.endpoint, ids.key, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)],
      );
      try {
        await q.run(
          `INSERT INTO "IdempotencyKey" ("userId", "endpoint", "key", "requestHash", "status", "body", "createdAt")
           VALUES (?, ?, ?, ?, 0, 'null', ?)`,
          [ids.userId, ids.endpoint, ids.key, requestHash, new Date()],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new KeyTaken();
        throw error;
      }
    },
    async endSql(q: SqlTx, result) {
      if (key === null) return;
      await q.run(
        'UPDATE "IdempotencyKey" SET "status" = 200, "body" = ? WHERE "userId" = ? AND "endpoint" = ? AND "key" = ?',
        [JSON.stringify(result ?? null), ids.userId, ids.endpoint, ids.key],
      );
    },
    committed(result) {
      committed = { result };
    },
  };
  try {
    const result = await recordingOutcome(recorder, run);
    if (key !== null && committed !== null) await keepFinalAnswer(scope, key, committed, result);
    return { kind: "done", result };
  } catch (error) {
    if (error instanceof KeyTaken && key !== null) {
      const earlier = await recordedOutcome({ ...scope, key }, requestHash, now);
      if (earlier) return earlier;
    }
    // The outcome was committed and a later step (a provider call, a read) failed: the write stands,
    // so the endpoint answers what its transaction wrote.
    if (committed !== null) return { kind: "committed", result: (committed as { result: unknown }).result, error };
    throw error;
  }
}

/**
 * When the endpoint answered more than its outcome transaction returned (after-sales: the refund the
 * provider then confirmed), a repeat should answer that too. Best effort: if this write fails, a
 * repeat answers what the transaction wrote, which is true, only older.
 */
async function keepFinalAnswer(scope: IdempotencyScope, key: string, committed: { result: unknown }, result: unknown) {
  const body = JSON.stringify(result ?? null);
  if (body === JSON.stringify(committed.result ?? null)) return;
  await db.idempotencyKey
    .update({
      where: { userId_endpoint_key: { userId: scope.userId, endpoint: scope.endpoint, key } },
      data: { body },
    })
    .catch((error: unknown) => console.warn("[idempotency] could not keep the final answer", error));
}

/** Forgets keys past the TTL (called now and then, like the rate-limit buckets' pruning). */
export async function pruneIdempotencyKeys(now: Date = new Date()): Promise<number> {
  await dbReady();
  const { count } = await db.idempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } },
  });
  return count;
}
