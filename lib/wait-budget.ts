// One bound for all of a page request's waits for the database (issue 32's fault suite, decision 025).
// Each wait for a pooled connection (PostgreSQL) or for the in-process gate (SQLite) is bounded by
// DATABASE_POOL_TIMEOUT_MS on its own; a page that reads in several steps (the shop's gate asks whether
// the shop is open, then the render reads the catalogue, then the related list) could wait that long at
// each step, and a shopper would wait for the sum. Inside a budget the waits share one deadline: each
// waits at most what is left of it, and once it is spent the next wait gives up at once (503, as any
// wait past its bound). Lock waits stay per statement (lock_timeout): a page answers at its first
// failed read (lib/pages/unavailable.ts), so it never adds two of those.
import { AsyncLocalStorage } from "node:async_hooks";

type Budget = { deadline: number };

// On globalThis: the server entry's lanes and Next's route bundles each load their own copy of this module.
const KEY = Symbol.for("mall.databaseWaitBudget");
const budgets = ((globalThis as { [KEY]?: AsyncLocalStorage<Budget> })[KEY] ??= new AsyncLocalStorage<Budget>());

/** Runs `fn` (a request) with `ms` for all its waits for the database; inside a budget, the outer one holds. */
export function withWaitBudget<T>(ms: number, fn: () => T): T {
  if (budgets.getStore()) return fn();
  return budgets.run({ deadline: Date.now() + ms }, fn);
}

/** How long the current wait may take: `waitMs`, or less when the request's budget has less left. */
export function boundedWait(waitMs: number): number;
export function boundedWait(waitMs: number | undefined): number | undefined;
export function boundedWait(waitMs: number | undefined): number | undefined {
  const budget = budgets.getStore();
  // No bound at all (the seed's maintenance client) stays so.
  if (!budget || waitMs === undefined) return waitMs;
  return Math.min(waitMs, Math.max(0, budget.deadline - Date.now()));
}
