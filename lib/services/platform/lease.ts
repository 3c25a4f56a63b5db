// Leases in the database: which process of several holds something until a time (a job run, a probe
// row). A process holds a lease until its expiry and renews it; another takes it over only after it
// lapsed (its holder stopped or hangs). Both moves are one conditional statement, so of any number of
// processes asking at once exactly one gets it, on either engine. The unpaid-order sweep no longer
// runs by lease but by leadership (lib/db/leadership.ts), which its holder's death releases at once.
import crypto from "node:crypto";
import os from "node:os";
import { db, dbReady, Prisma } from "@/lib/db";

/** This process, as a lease holder. */
export const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

/** Takes or renews the lease `name` for `ttlMs`; true when `holder` has it now. */
export async function acquireLease(
  name: string,
  ttlMs: number,
  holder: string = PROCESS_HOLDER,
  now: Date = new Date(),
): Promise<boolean> {
  await dbReady();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const { count } = await db.lease.updateMany({
    where: { name, OR: [{ holder }, { expiresAt: { lte: now } }] },
    data: { holder, expiresAt },
  });
  if (count === 1) return true;
  try {
    await db.lease.create({ data: { name, holder, expiresAt } });
    return true;
  } catch (error) {
    // Someone else holds it (it existed, or another process created it first).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
    throw error;
  }
}

/** Gives the lease up (a process shutting down), so another takes over at its next run. */
export async function releaseLease(name: string, holder: string = PROCESS_HOLDER): Promise<void> {
  await dbReady();
  await db.lease.deleteMany({ where: { name, holder } });
}

/**
 * Whether someone holds the lease `name` now: a read, for callers that wait for a holder's work and ask
 * for the lease only once it looks free (asking is a write; on SQLite writes queue behind each other).
 */
export async function leaseHeld(name: string, now: Date = new Date()): Promise<boolean> {
  await dbReady();
  return (await db.lease.count({ where: { name, expiresAt: { gt: now } } })) > 0;
}
