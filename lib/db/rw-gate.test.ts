import { describe, expect, it } from "vitest";
import { ReadWriteGate } from "./rw-gate";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("ReadWriteGate", () => {
  it("lets shared holders overlap but never with an exclusive one", async () => {
    const gate = new ReadWriteGate();
    const log: string[] = [];
    let inside = 0;
    let exclusiveInside = false;
    const sharedJob = (name: string) =>
      gate.shared(async () => {
        expect(exclusiveInside).toBe(false);
        inside += 1;
        log.push(`${name}+`);
        await tick();
        inside -= 1;
        log.push(`${name}-`);
      });
    const exclusiveJob = (name: string) =>
      gate.exclusive(async () => {
        expect(inside).toBe(0);
        exclusiveInside = true;
        log.push(`${name}+`);
        await tick();
        exclusiveInside = false;
        log.push(`${name}-`);
      });
    await Promise.all([sharedJob("r1"), sharedJob("r2"), exclusiveJob("w1"), sharedJob("r3"), exclusiveJob("w2")]);
    // r1 and r2 overlap; w1 waits for both; r3 (queued after w1) waits for w1; w2 waits for r3.
    expect(log).toEqual(["r1+", "r2+", "r1-", "r2-", "w1+", "w1-", "r3+", "r3-", "w2+", "w2-"]);
    expect(gate.depth()).toBe(0);
  });

  it("releases the gate when the holder throws", async () => {
    const gate = new ReadWriteGate();
    await expect(gate.exclusive(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(gate.shared(async () => 1)).resolves.toBe(1);
  });
});

describe("ReadWriteGate wait bound", () => {
  it("gives up a bounded wait with DatabaseWaitTimeout and lets the queue behind it through", async () => {
    const gate = new ReadWriteGate();
    let releaseHolder!: () => void;
    const holder = gate.shared(() => new Promise<void>((resolve) => (releaseHolder = resolve)));
    // A writer waits (bounded) behind the reader; a reader queued after the writer waits for it.
    const writer = gate.exclusive(async () => "wrote", 30);
    const reader = gate.shared(async () => "read");
    await expect(writer).rejects.toMatchObject({ name: "DatabaseWaitTimeout" });
    // The writer left the queue, so the reader behind it shares the gate with the holder at once.
    await expect(reader).resolves.toBe("read");
    releaseHolder();
    await holder;
    expect(gate.depth()).toBe(0);
    await expect(gate.exclusive(async () => "next", 30)).resolves.toBe("next");
  });

  it("tells its observer how long each wait lasted and which gave up (the metrics: mall_db_wait_seconds)", async () => {
    const waits: { exclusive: boolean; ms: number; timedOut: boolean }[] = [];
    const gate = new ReadWriteGate((exclusive, ms, timedOut) => waits.push({ exclusive, ms, timedOut }));
    let release = () => {};
    const held = gate.exclusive(() => new Promise<void>((r) => (release = r)));
    const gaveUp = gate.shared(async () => undefined, 30).catch((error: Error) => error.name);
    const waited = gate.exclusive(async () => undefined);
    expect(await gaveUp).toBe("DatabaseWaitTimeout");
    release();
    await Promise.all([held, waited]);
    expect(waits.map((w) => [w.exclusive, w.timedOut])).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ]);
    expect(waits[0].ms).toBe(0);
    expect(waits[1].ms).toBeGreaterThanOrEqual(25);
    expect(waits[2].ms).toBeGreaterThanOrEqual(25);
  });
});
