// The server entry (lib/server/entry.ts): its steps in the order its header lists them, then Next;
// Next failing is a 500, not a dropped connection.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { requestSteps } from "./entry";

describe("requestSteps", () => {
  it("are the named steps the module's header lists, in that order", () => {
    const header = fs.readFileSync(path.join(import.meta.dirname, "entry.ts"), "utf8");
    const listed = [...header.matchAll(/^\/\/ {3}\d+\. (\w+)/gm)].map((m) => m[1]);
    expect(listed).toHaveLength(9);
    expect(requestSteps.map((step) => step.name)).toEqual(listed);
  });
});

describe("handing over to Next", () => {
  it("answers 500 when Next throws, and the connection serves the next request", async () => {
    let calls = 0;
    const entry = await startEntry({
      next: async (_req, res) => {
        calls += 1;
        if (calls === 1) throw new Error("a bug in the framework");
        res.end("fine");
      },
    });
    const client = keepAliveClient(entry.base, { maxSockets: 1 });
    try {
      const failed = await client.request("/boom");
      expect(failed.status).toBe(500);
      const next = await client.request("/fine");
      expect(next.text).toBe("fine");
      expect(next.connection).toBe(failed.connection);
    } finally {
      client.close();
      await entry.close();
    }
  });
});
