// Fixed-window abuse limits kept in the database (RateLimitBucket), so several app servers share
// them. Every attempt is counted *before* the expensive or guessable step runs, which keeps the
// limit exact under concurrency (30 parallel guesses cannot all slip past a check-then-count);
// callers refund the attempt when it turns out to be legitimate (a successful login).
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";

export type RateLimitResult = { allowed: boolean; count: number; limit: number; retryAfterSeconds: number };

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002"
  );
}

/** Counts one attempt against the bucket and says whether it is within the limit. */
export async function consumeRateLimit(rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  await dbReady();
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  // No upsert: Prisma runs it as a read and then a write, and a reset (a successful login, a confirmed
  // change) deleting the bucket between them failed the attempt (P2025, answered 404). Each statement
  // here is atomic on its own, and an attempt that finds no bucket creates it or, when another attempt
  // created it first, counts on that one.
  for (let attempt = 0; ; attempt++) {
    // An expired window restarts once (the condition no longer holds for the second racer).
    await db.rateLimitBucket.updateMany({
      where: { key: rule.key, resetAt: { lte: now } },
      data: { count: 0, resetAt },
    });
    const [counted] = await db.rateLimitBucket.updateManyAndReturn({
      where: { key: rule.key },
      data: { count: { increment: 1 } },
    });
    let bucket = counted;
    if (!bucket) {
      try {
        bucket = await db.rateLimitBucket.create({ data: { key: rule.key, count: 1, resetAt } });
      } catch (error) {
        // Another first attempt created it meanwhile: count on that one.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        continue;
      }
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000));
    if (Math.random() < 0.01) void pruneExpiredBuckets(now);
    return { allowed: bucket.count <= rule.limit, count: bucket.count, limit: rule.limit, retryAfterSeconds };
  }
}

/** Consumes every rule; the result is the strictest (not allowed if any is exceeded). */
export async function consumeRateLimits(rules: RateLimitRule[], now = new Date()): Promise<RateLimitResult> {
  const results: RateLimitResult[] = [];
  for (const rule of rules) results.push(await consumeRateLimit(rule, now));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length === 0) return results[0];
  return blocked.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
}

/** Gives back one attempt (it was legitimate), never below zero. */
export async function refundRateLimit(key: string): Promise<void> {
  await dbReady();
  await db.rateLimitBucket.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

export async function resetRateLimit(key: string): Promise<void> {
  await dbReady();
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

async function pruneExpiredBuckets(now: Date): Promise<void> {
  try {
    await db.rateLimitBucket.deleteMany({ where: { resetAt: { lt: now } } });
  } catch (error) {
    console.warn("[rate-limit] prune failed", error);
  }
}

/** 429 RATE_LIMITED with a translated message (errors.<key>) and a Retry-After header. */
export function rateLimitedError(key: string, result: Pick<RateLimitResult, "retryAfterSeconds">): ApiError {
  const seconds = result.retryAfterSeconds;
  return new ApiError("RATE_LIMITED", {
    key,
    values: { seconds, minutes: Math.ceil(seconds / 60) },
    headers: { "retry-after": String(seconds) },
  });
}
