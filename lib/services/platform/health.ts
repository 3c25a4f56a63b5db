// Health for load balancers and operators (issue 27). Liveness says the process answers and touches
// nothing (restarting a process because its database is down helps nobody). Readiness really uses the
// database, each part on its own and bounded, and names the part that failed:
// - database: a round trip (SELECT 1) — the server is reachable and a connection can be had;
// - schema: the app's tables answer (a migration not applied fails here, not on a shopper's request);
// - writes: a committed write of one row (a full disk or a read-only file fails here while reads
//   still work — the SQLite full-disk fault answered reads and static pages with 200);
// - storage: free space where the database file (SQLite) and uploads live.
// The process's pool and write-slot figures come along for the operator.
import fs from "node:fs";
import path from "node:path";
import { databaseFile, env } from "@/lib/env";
import { db, dbReady, dbStats, unavailableReason } from "@/lib/db";
import { PROCESS_HOLDER } from "./lease";

export type HealthCheck = { ok: boolean; ms: number; detail?: string };
export type Readiness = {
  status: "ready" | "unavailable";
  failed: string[];
  checks: Record<string, HealthCheck>;
  stats: Record<string, number>;
};

/** Below this much free space a write may fail at any moment: not ready. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;
/** The longest one check may take before it counts as failed. */
const CHECK_MS = 3_000;
/** The row the write check upserts (a lease no job uses, one per process). */
const PROBE = `readiness:${PROCESS_HOLDER}`;

async function timed(run: () => Promise<string | undefined>): Promise<HealthCheck> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const detail = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_MS} ms`)), CHECK_MS);
      }),
    ]);
    return { ok: true, ms: Date.now() - started, ...(detail ? { detail } : {}) };
  } catch (error) {
    const reason = unavailableReason(error);
    const message = (error instanceof Error ? error.message : String(error)).split("\n").filter(Boolean).at(-1) ?? "";
    return {
      ok: false,
      ms: Date.now() - started,
      detail: `${reason ? `${reason}: ` : ""}${message.trim()}`.slice(0, 300),
    };
  } finally {
    clearTimeout(timer);
  }
}

function freeSpace(dir: string): { ok: boolean; detail: string } {
  const stat = fs.statfsSync(dir);
  const free = stat.bavail * stat.bsize;
  return { ok: free >= MIN_FREE_BYTES, detail: `${Math.floor(free / 1024 / 1024)} MiB free in ${dir}` };
}

async function storage(): Promise<string> {
  const file = databaseFile(env().DATABASE_URL);
  const dirs = [...new Set([...(file ? [path.dirname(file)] : []), env().UPLOAD_DIR].filter((d) => fs.existsSync(d)))];
  const results = dirs.map(freeSpace);
  const detail = results.map((r) => r.detail).join("; ");
  if (results.some((r) => !r.ok)) throw new Error(`less than ${MIN_FREE_BYTES / 1024 / 1024} MiB free: ${detail}`);
  return detail;
}

export async function readiness(now: Date = new Date()): Promise<Readiness> {
  const database = await timed(async () => {
    await dbReady();
    await db.$queryRaw`SELECT 1`;
    return undefined;
  });
  // Without a connection the other database checks can only fail the same way.
  const skipped = { ok: false, ms: 0, detail: "skipped: no database connection" };
  const schema = database.ok
    ? await timed(async () => {
        await Promise.all([
          db.lease.findFirst({ select: { name: true } }),
          db.idempotencyKey.findFirst({ select: { id: true } }),
        ]);
        return undefined;
      })
    : skipped;
  const writes =
    database.ok && schema.ok
      ? await timed(async () => {
          await db.lease.upsert({
            where: { name: PROBE },
            create: { name: PROBE, holder: PROCESS_HOLDER, expiresAt: now },
            update: { expiresAt: now },
          });
          return undefined;
        })
      : { ...skipped, detail: database.ok ? "skipped: schema check failed" : skipped.detail };
  const checks = { database, schema, writes, storage: await timed(storage) };
  const failed = Object.entries(checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return { status: failed.length ? "unavailable" : "ready", failed, checks, stats: dbStats() };
}

export type Liveness = { status: "live"; uptimeSeconds: number };

/** The process answers: nothing else is asked. */
export function liveness(): Liveness {
  return { status: "live", uptimeSeconds: Math.round(process.uptime()) };
}
