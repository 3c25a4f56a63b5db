// The suites' keep-alive client behaves as Node's own default agent: it reuses a connection, and lets an
// idle one go before the time the server said it keeps it (`Keep-Alive: timeout=N`), instead of sending
// a request down a connection the server is closing at that moment (ECONNRESET under load).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepAliveClient } from "./http-client";

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end("ok"));
  // Advertised as `Keep-Alive: timeout=2`: the client should let an idle connection go after 1 s.
  server.keepAliveTimeout = 2000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("keepAliveClient", () => {
  it("reuses a connection right after an answer", async () => {
    const client = keepAliveClient(base);
    const first = await client.request("/");
    expect(first.headers["keep-alive"]).toBe("timeout=2");
    expect((await client.request("/")).connection).toBe(first.connection);
    client.close();
  });

  it("lets an idle connection go a second before the server's advertised timeout", async () => {
    const client = keepAliveClient(base);
    const first = await client.request("/");
    // 1.5 s: past the client's 1 s, before the server's 2 s.
    await sleep(1500);
    const next = await client.request("/");
    expect(next.status).toBe(200);
    expect(next.connection).not.toBe(first.connection);
    client.close();
  });
});
