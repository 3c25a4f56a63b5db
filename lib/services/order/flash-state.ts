// What one process knows about its flash sales between database round trips (docs/decisions/022):
// - the sale's terms as last read (start, end, switch, limit), to refuse a press before the start or
//   after the end without a query;
// - a sold-out mark per sale, set when a unit could not be taken, so that everyone pressing after the
//   last unit is answered at once, without the database or the write gate. It lasts MARK_MS and is
//   renewed by the next miss: units an unpaid order gives back on another process are offered again
//   within that time (this process drops its mark at once when it gives units back itself). The
//   mark remembers the shoppers holding an attempt, so their repeated presses still reach their order;
// - the units this process may still let presses try for: as many presses go into the database at
//   once as the sale has units left (its FlashStock row as last read, shared among the processes, less
//   the units this process sold since); a press past them is answered "sold out" at once instead of queueing behind transactions
//   that will take every unit. A press that fails for another reason gives its place back; with
//   several processes each lets at most the units left through, and the database decides.
// The database's conditional update stays the authority: a press is answered "sold out" without it
// only when every unit left is taken, or being tried for by an earlier press of this process.
//
// On globalThis: route bundles and the server hook (lib/flash-lane.ts) may each load their own copy of
// this module; the state must be one per process.
import { forgettable } from "@/lib/process-caches";

/** How long a sold-out mark answers before a press is let through to look again. */
export const MARK_MS = 1_000;
/** How long terms read from the catalogue cache may screen presses without another read. */
export const TERMS_MS = 1_000;
/** How long the units left as read from the database are trusted (with this process's own sales taken off). */
export const SUPPLY_MS = 500;

export type ScreenTerms = { startsAt: number; endsAt: number; active: boolean; perUserLimit: number };
type Mark = { until: number; holders: ReadonlySet<number> };
type Terms = { terms: ScreenTerms; at: number };
/** Units left as last read (less this process's sales since), and units presses of this process are trying for. */
type Supply = {
  left: number;
  at: number;
  inFlight: number;
  reading: Promise<void> | null;
  /** Shoppers this process sold a unit to. */
  sold: Set<number>;
  /** Shoppers with a press inside the database now: their other presses wait for its outcome. */
  pressing: Map<number, Promise<unknown>>;
};

function supplyOf(saleId: number): Supply {
  let supply = state.supplies.get(saleId);
  if (!supply)
    state.supplies.set(
      saleId,
      (supply = { left: 0, at: 0, inFlight: 0, reading: null, sold: new Set(), pressing: new Map() }),
    );
  return supply;
}

type State = { marks: Map<number, Mark>; terms: Map<number, Terms>; supplies: Map<number, Supply> };
const state: State = ((globalThis as unknown as { mallFlash?: State }).mallFlash ??= {
  marks: new Map(),
  terms: new Map(),
  supplies: new Map(),
});

export function rememberTerms(saleId: number, terms: ScreenTerms, now = Date.now()): void {
  state.terms.set(saleId, { terms, at: now });
}

/** The terms read within TERMS_MS, or null (then the press goes the long way, which reads them). */
export function recentTerms(saleId: number, now = Date.now()): ScreenTerms | null {
  const known = state.terms.get(saleId);
  return known && now - known.at < TERMS_MS ? known.terms : null;
}

export function markSoldOut(saleId: number, holders: ReadonlySet<number>, now = Date.now()): void {
  state.marks.set(saleId, { until: now + MARK_MS, holders });
}

/** Units came back to the sale in this process: offer them at once. */
export function clearSoldOut(saleId: number): void {
  state.marks.delete(saleId);
  const supply = state.supplies.get(saleId);
  if (supply) supply.at = 0;
}

/** Whether the sale is marked sold out for this shopper (a shopper with an attempt never is). */
export function markedSoldOut(saleId: number, userId: number, now = Date.now()): boolean {
  const mark = state.marks.get(saleId);
  if (!mark) return false;
  if (mark.until <= now) {
    state.marks.delete(saleId);
    return false;
  }
  return !mark.holders.has(userId);
}

/**
 * The units left as read are shared among the processes selling the sale (DATABASE_PROCESSES): with
 * each process letting through all of them, every unit would be tried for once per process, and the
 * extra presses would queue on the sale's row only to miss. A share one process leaves unused is
 * offered again at the next read.
 */
let processes = 1;

forgettable("flash-state", () => {
  state.marks.clear();
  state.terms.clear();
  state.supplies.clear();
  processes = 1;
});
export function shareAmong(count: number): void {
  processes = Math.max(1, Math.floor(count));
}

/**
 * A place in the database for a press of `units`, or false when every unit left is already being
 * tried for by presses of this process (sold out, for now); null when the units left were never read
 * (then takePlace). Known but older than SUPPLY_MS, they are read again in the background and the
 * press goes on with what is known (this process's own sales are already taken off; the database
 * decides the rest): waiting would make every press wait for the read, which on SQLite waits for the
 * winners' writes. Give the place back with releasePlace.
 */
export function takePlaceNow(saleId: number, units: number, readLeft: () => Promise<number>): boolean | null {
  const supply = supplyOf(saleId);
  if (supply.at === 0) return null;
  refreshSupply(supply, readLeft).catch(() => undefined);
  if (supply.inFlight + units > supply.left) return false;
  supply.inFlight += units;
  return true;
}

/** takePlaceNow, reading the units left first when they were never read. */
export async function takePlace(saleId: number, units: number, readLeft: () => Promise<number>): Promise<boolean> {
  const now = takePlaceNow(saleId, units, readLeft);
  if (now !== null) return now;
  await refreshSupply(supplyOf(saleId), readLeft);
  return takePlaceNow(saleId, units, readLeft) ?? false;
}

/** Reads the units left again unless read within SUPPLY_MS (once, however many ask). */
function refreshSupply(supply: Supply, readLeft: () => Promise<number>): Promise<void> {
  if (Date.now() - supply.at < SUPPLY_MS) return Promise.resolve();
  const started = Date.now();
  supply.reading ??= readLeft()
    .then((left) => {
      // Sales this process made while the read was under way are in it already, or taken off again at
      // the next read: only a read started after them replaces the count.
      supply.left = Math.ceil(left / processes);
      supply.at = started;
    })
    .finally(() => (supply.reading = null));
  return supply.reading;
}

/** Reads the units left ahead of the crowd (the first presses, even those before the start). */
export function primeSupply(saleId: number, readLeft: () => Promise<number>): void {
  refreshSupply(supplyOf(saleId), readLeft).catch(() => undefined);
}

/**
 * Runs the press `fn` of a shopper while none of their presses is inside the database: a repeated
 * press waits for the first one's outcome, so that it never takes a second place (and two presses of
 * one shopper are one attempt here already, before the database's unique row makes it so). The first
 * press runs `fn` at once, in this tick.
 */
export function oneAtATime<T>(saleId: number, userId: number, fn: () => Promise<T>): Promise<T> {
  const { pressing } = supplyOf(saleId);
  const earlier = pressing.get(userId);
  const start = (): Promise<T> => {
    try {
      return fn();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const running = earlier ? earlier.then(start, start) : start();
  pressing.set(userId, running);
  const done = () => {
    if (pressing.get(userId) === running) pressing.delete(userId);
  };
  running.then(done, done);
  return running;
}

export function releasePlace(saleId: number, units: number): void {
  const supply = state.supplies.get(saleId);
  if (supply) supply.inFlight = Math.max(0, supply.inFlight - units);
}

/** This process sold `units` of the sale to `userId` (counted until the next read of the units left). */
export function noteSold(saleId: number, units: number, userId: number): void {
  const supply = state.supplies.get(saleId);
  if (!supply) return;
  supply.left = Math.max(0, supply.left - units);
  supply.sold.add(userId);
}

/**
 * Whether the shopper is known to hold an attempt at the sale: this process sold them a unit, or the
 * sold-out mark read them from the database. Their presses go the long way, which answers their order.
 */
export function knownHolder(saleId: number, userId: number): boolean {
  return Boolean(state.supplies.get(saleId)?.sold.has(userId) || state.marks.get(saleId)?.holders.has(userId));
}
