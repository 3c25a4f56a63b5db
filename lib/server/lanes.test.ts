// Early lanes (lib/server/lanes.ts): offered each request in the order they were added; the first that
// takes it answers it, or hands it on to Next with `pass`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { peerAddressHeader } from "@/lib/peer-address";
import { addEarlyLane } from "./lanes";

let entry: Awaited<ReturnType<typeof startEntry>>;
const offered: string[] = [];

beforeAll(async () => {
  addEarlyLane((req, res) => {
    offered.push(`first ${req.url}`);
    if (req.url !== "/lane/answer") return false;
    // The lane sees the stamped socket address (the entry's step before it).
    res.end(`answered by the lane for ${req.headers[peerAddressHeader()]}`);
    return true;
  });
  addEarlyLane((req, _res, pass) => {
    offered.push(`second ${req.url}`);
    if (req.url !== "/lane/pass") return false;
    setTimeout(pass, 10);
    return true;
  });
  // A lane after the one that passed: it is offered what the one before it passed on.
  addEarlyLane((req, res, pass) => {
    offered.push(`third ${req.url}`);
    if (req.url !== "/lane/pass") return false;
    res.setHeader("x-third-lane", "seen");
    pass();
    return true;
  });
  entry = await startEntry();
});
afterAll(() => entry.close());

describe("runEarlyLanes", () => {
  it("lets the first lane that takes a request answer it, in the order the lanes were added", async () => {
    const client = keepAliveClient(entry.base, { maxSockets: 1 });
    try {
      offered.length = 0;
      const answered = await client.request("/lane/answer");
      expect(answered.text).toBe("answered by the lane for 127.0.0.1");
      expect(offered).toEqual(["first /lane/answer"]);
      expect(entry.reached).toEqual([]);

      offered.length = 0;
      const passed = await client.request("/lane/pass", { body: "{}" });
      expect(passed.json()).toEqual({ size: 2 });
      // Passed on by the second lane to the third, then to Next.
      expect(passed.headers["x-third-lane"]).toBe("seen");
      expect(offered).toEqual(["first /lane/pass", "second /lane/pass", "third /lane/pass"]);
      expect(entry.reached.map((r) => r.url)).toEqual(["/lane/pass"]);

      expect((await client.request("/elsewhere")).status).toBe(200);
      expect(entry.reached.map((r) => r.url)).toEqual(["/lane/pass", "/elsewhere"]);
    } finally {
      client.close();
    }
  });
});
