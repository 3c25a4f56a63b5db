// A first-come-first-served read/write gate for async work: any number of shared holders, or one
// exclusive holder. A waiting exclusive request blocks later shared ones, so writers never starve.
// A wait may be bounded (`waitMs`): a caller still queued when it passes leaves the queue with
// DatabaseWaitTimeout instead of waiting for a holder that may never let go.
import { DatabaseWaitTimeout } from "./dialect";
import { boundedWait } from "../wait-budget";

type Waiter = { exclusive: boolean; grant: () => void };

/** Told of every wait that ended: how long it lasted, and whether it gave up (the metrics: lib/metrics.ts). */
export type WaitObserver = (exclusive: boolean, ms: number, timedOut: boolean) => void;

export class ReadWriteGate {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly queue: Waiter[] = [];

  constructor(private readonly observe: WaitObserver = () => undefined) {}

  shared<T>(fn: () => Promise<T>, waitMs?: number): Promise<T> {
    return this.run(false, fn, waitMs);
  }

  exclusive<T>(fn: () => Promise<T>, waitMs?: number): Promise<T> {
    return this.run(true, fn, waitMs);
  }

  depth(): number {
    return this.sharedHolders + (this.exclusiveHeld ? 1 : 0) + this.queue.length;
  }

  private async run<T>(exclusive: boolean, fn: () => Promise<T>, waitMs?: number): Promise<T> {
    await this.acquire(exclusive, waitMs);
    try {
      return await fn();
    } finally {
      this.release(exclusive);
    }
  }

  private canGrant(exclusive: boolean): boolean {
    return exclusive ? !this.exclusiveHeld && this.sharedHolders === 0 : !this.exclusiveHeld;
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = true;
    else this.sharedHolders += 1;
  }

  private acquire(exclusive: boolean, waitMs?: number): Promise<void> {
    if (this.queue.length === 0 && this.canGrant(exclusive)) {
      this.take(exclusive);
      this.observe(exclusive, 0, false);
      return Promise.resolve();
    }
    const queued = performance.now();
    // What is left of the request's budget for its waits, when less (lib/wait-budget.ts).
    waitMs = boundedWait(waitMs);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        exclusive,
        grant: () => {
          clearTimeout(timer);
          this.observe(exclusive, performance.now() - queued, false);
          resolve();
        },
      };
      const timer =
        waitMs === undefined
          ? undefined
          : setTimeout(() => {
              const index = this.queue.indexOf(waiter);
              if (index < 0) return;
              this.queue.splice(index, 1);
              // A writer that gave up may have been what held later readers back.
              this.grantWaiting();
              this.observe(exclusive, performance.now() - queued, true);
              reject(new DatabaseWaitTimeout(exclusive ? "the write gate" : "the read gate", waitMs));
            }, waitMs);
      this.queue.push(waiter);
    });
  }

  private release(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = false;
    else this.sharedHolders -= 1;
    this.grantWaiting();
  }

  private grantWaiting(): void {
    while (this.queue.length > 0 && this.canGrant(this.queue[0].exclusive)) {
      const next = this.queue.shift()!;
      this.take(next.exclusive);
      next.grant();
    }
  }
}
