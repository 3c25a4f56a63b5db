// A first-come-first-served read/write gate for async work: any number of shared holders, or one
// exclusive holder. A waiting exclusive request blocks later shared ones, so writers never starve.

type Waiter = { exclusive: boolean; grant: () => void };

export class ReadWriteGate {
  private sharedHolders = 0;
  private exclusiveHeld = false;
  private readonly queue: Waiter[] = [];

  shared<T>(fn: () => Promise<T>): Promise<T> {
    return this.run(false, fn);
  }

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.run(true, fn);
  }

  depth(): number {
    return this.sharedHolders + (this.exclusiveHeld ? 1 : 0) + this.queue.length;
  }

  private async run<T>(exclusive: boolean, fn: () => Promise<T>): Promise<T> {
    await this.acquire(exclusive);
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

  private acquire(exclusive: boolean): Promise<void> {
    if (this.queue.length === 0 && this.canGrant(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push({ exclusive, grant: resolve }));
  }

  private release(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = false;
    else this.sharedHolders -= 1;
    while (this.queue.length > 0 && this.canGrant(this.queue[0].exclusive)) {
      const next = this.queue.shift()!;
      this.take(next.exclusive);
      next.grant();
    }
  }
}
