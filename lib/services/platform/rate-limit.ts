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
  // A reset (a successful login, a confirmed change) may delete the bucket between our statements; the
  // increment then finds nothing and the attempt starts again on a fresh bucket.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.rateLimitBucket.upsert({
        where: { key: rule.key },
        create: { key: rule.key, count: 0, resetAt },
        update: {},
      });
    } catch (error) {
      // Two first attempts raced to create the bucket; the other one's row is as good as ours.
      if (!isUniqueViolation(error)) throw error;
    }
    // Each statement is atomic on its own: an expired window restarts once (the condition no longer
    // holds for the second racer), then the increment answers the count this attempt got.
    await db.rateLimitBucket.updateMany({
      where: { key: rule.key, resetAt: { lte: now } },
      data: { count: 0, resetAt },
    });
    const [bucket] = await db.rateLimitBucket.updateManyAndReturn({
      where: { key: rule.key },
      data: { count: { increment: 1 } },
    });
    if (!bucket) {
      if (attempt < 3) continue;
      throw new Error(`rate limit bucket ${rule.key} kept disappearing`);
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
