// A counting semaphore with a bounded wait: at most `limit` holders, first come first served; a caller
// still waiting after `waitMs` gives up with DatabaseWaitTimeout. PostgreSQL write transactions take a
// slot so that they never hold every pooled connection: the rest stay free for standalone reads
// (lib/db/postgres.ts), which keeps the pages that never touch a locked table answering.
import { DatabaseWaitTimeout } from "./dialect";
import { boundedWait } from "../wait-budget";
import type { WaitObserver } from "./rw-gate";

export class Slots {
  private held = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly what: string,
    /** Told of every wait that ended (the first argument is always true: a slot is exclusive). */
    private readonly observe: WaitObserver = () => undefined,
  ) {}

  async run<T>(fn: () => Promise<T>, waitMs: number): Promise<T> {
    await this.acquire(waitMs);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  inUse(): number {
    return this.held;
  }

  waiting(): number {
    return this.queue.length;
  }

  private acquire(waitMs: number): Promise<void> {
    if (this.held < this.limit && this.queue.length === 0) {
      this.held += 1;
      this.observe(true, 0, false);
      return Promise.resolve();
    }
    const queued = performance.now();
    // What is left of the request's budget for its waits, when less (lib/wait-budget.ts).
    waitMs = boundedWait(waitMs);
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.observe(true, performance.now() - queued, false);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.queue.indexOf(grant);
        if (index < 0) return;
        this.queue.splice(index, 1);
        this.observe(true, performance.now() - queued, true);
        reject(new DatabaseWaitTimeout(this.what, waitMs));
      }, waitMs);
      this.queue.push(grant);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    // The slot passes straight to the next waiter; otherwise it is free.
    if (next) next();
    else this.held -= 1;
  }
}

/** Write slots for a pool of `poolSize`: a fifth (at least one) stays free for reads, when there is more than one connection. */
export function writeSlotsFor(poolSize: number): number {
  if (poolSize <= 1) return 1;
  return Math.max(1, poolSize - Math.max(1, Math.floor(poolSize / 5)));
}
