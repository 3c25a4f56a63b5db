// What one process knows about its flash sales between database round trips (docs/decisions/022):
// - the sale's terms as last read (start, end, switch, limit), to refuse a press before the start or
//   after the end without a query;
// - a sold-out mark per sale, set when a unit could not be taken, so that everyone pressing after the
//   last unit is answered at once, without the database or the write gate. It lasts MARK_MS and is
//   renewed by the next miss: units an unpaid order gives back on another process are offered again
//   within that time (this process drops its mark at once when it gives units back itself). The
//   mark remembers the shoppers holding an attempt, so their repeated presses still reach their order;
// - the admission of presses into the database, a few per sale at a time: a crowd arriving at the
//   start second queues here, and once the mark is set the queue is answered from it instead of each
//   press running a transaction that can only miss.
// The database's conditional update stays the authority: a mark only ever answers "sold out" for a
// sale whose last unit this process saw taken, however many processes sell it.
//
// On globalThis: route bundles and the server hook (lib/flash-lane.ts) may each load their own copy of
// this module; the state must be one per process.

/** How long a sold-out mark answers before a press is let through to look again. */
export const MARK_MS = 1_000;
/** How long terms read from the catalogue cache may screen presses without another read. */
export const TERMS_MS = 1_000;
/** Presses of one sale inside the database at once, per process. */
export const ADMITTED_PER_SALE = 4;

export type ScreenTerms = { startsAt: number; endsAt: number; active: boolean; perUserLimit: number };
type Mark = { until: number; holders: ReadonlySet<number> };
type Terms = { terms: ScreenTerms; at: number };

class Admission {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    try {
      return await fn();
    } finally {
      const next = this.queue.shift();
      // The place passes straight to the next in the queue; otherwise it is free.
      if (next) next();
      else this.running -= 1;
    }
  }

  get waiting(): number {
    return this.queue.length;
  }
}

type State = { marks: Map<number, Mark>; terms: Map<number, Terms>; admissions: Map<number, Admission> };
const state: State = ((globalThis as unknown as { mallFlash?: State }).mallFlash ??= {
  marks: new Map(),
  terms: new Map(),
  admissions: new Map(),
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

export function admission(saleId: number): Admission {
  let gate = state.admissions.get(saleId);
  if (!gate) state.admissions.set(saleId, (gate = new Admission(ADMITTED_PER_SALE)));
  return gate;
}
