// Idempotent writes for seed tables: compare the wanted rows with what the database holds, insert the
// missing ones in bulk, update only the fields that differ, and leave everything else alone. A re-seed
// of an unchanged database therefore writes nothing (and does not bump the catalogue cache version),
// and counters the shop moves — stock, sales, coupon claims — are create-only fields, never reset.
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient | PrismaClient;

type Scalar = string | number | boolean | Date | null;
export type SeedRow = Record<string, Scalar>;
type Existing<T> = { [K in keyof T]?: unknown };

export type SyncResult = { created: number; updated: number };

function same(a: unknown, b: Scalar): boolean {
  if (b instanceof Date) return a instanceof Date && a.getTime() === b.getTime();
  return (a ?? null) === b;
}

function keyOf<T extends SeedRow>(row: Existing<T>, fields: readonly (keyof T)[]): string {
  return fields.map((f) => String(row[f])).join("\u0000");
}

export async function syncRows<T extends SeedRow>(options: {
  desired: readonly T[];
  existing: readonly Existing<T>[];
  key: readonly (keyof T)[];
  /** Fields brought back to the seed's value when they differ; others are only written on insert. */
  update: readonly (keyof T)[];
  createMany: (rows: T[]) => Promise<unknown>;
  updateOne: (row: T, data: Partial<T>) => Promise<unknown>;
}): Promise<SyncResult> {
  const existing = new Map(options.existing.map((row) => [keyOf(row, options.key), row]));
  const missing: T[] = [];
  let updated = 0;
  for (const row of options.desired) {
    const current = existing.get(keyOf(row, options.key));
    if (!current) {
      missing.push(row);
      continue;
    }
    const changed: Partial<T> = {};
    let dirty = false;
    for (const field of options.update) {
      if (!same(current[field], row[field])) {
        changed[field] = row[field];
        dirty = true;
      }
    }
    if (dirty) {
      await options.updateOne(row, changed);
      updated += 1;
    }
  }
  if (missing.length > 0) await options.createMany(missing);
  return { created: missing.length, updated };
}

/** "products 92 (+3 new, 1 updated)" for the seed's log. */
export const describeSync = (label: string, count: number, r: SyncResult) =>
  `${label} ${count}${r.created || r.updated ? ` (+${r.created} new, ${r.updated} updated)` : ""}`;

const DAY = 24 * 3600 * 1000;

/**
 * A time window `startDays`..`endDays` from now, or the one the row already has while that still
 * tells the same story (running with a month or more to go; or upcoming), so a re-seed does not move
 * it every time.
 */
export function keepWindow(
  current: { start: Date; end: Date } | undefined,
  startDays: number,
  endDays: number,
  now: number,
): { start: Date; end: Date } {
  if (current) {
    const { start, end } = current;
    const running = start.getTime() <= now && end.getTime() - now >= Math.min(30, endDays / 2) * DAY;
    const upcoming = start.getTime() > now + DAY && end.getTime() > start.getTime();
    if (startDays <= 0 ? running : upcoming) return current;
  }
  return { start: new Date(now + startDays * DAY), end: new Date(now + endDays * DAY) };
}

/** Splits a list into chunks of `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The bound of a seed transaction. Seeding is not a request: on a loaded 2-core machine the demo shopper's few
 *  inserts took 11 s on PostgreSQL, past Prisma's 5 s default. */
export const SEED_TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;
