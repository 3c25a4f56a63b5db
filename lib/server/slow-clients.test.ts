// Slow clients (issue 27, item 8) against the server entry: headers that never finish and bodies that
// do not arrive within the request bound are cut off with 408; a request that arrives in time goes on.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEntryServer } from "./entry";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = createEntryServer({
    limits: { headersTimeoutMs: 300, requestTimeoutMs: 700 },
    // The app: reads the whole body, then answers.
    next: (req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => res.end(JSON.stringify({ size })));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends `text` on a raw connection and collects what comes back until the server closes it. */
export function raw(port: number, text: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    socket.on("error", reject);
    // Our own give-up, well past the bounds under test: an answer after it is no bound at all.
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe("boundHeaders", () => {
  it("closes a connection whose headers never finish, with 408, after the headers bound", async () => {
    const { answer, ms } = await raw(port, "POST /api/v1/cart-add HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(250);
    // Node's own headers bound is 60 s; a loaded machine's timers run late (a CI run took 1,520 ms).
    expect(ms).toBeLessThan(6000);
  });

  it("bounds the wait for the next request on a kept-alive connection too", async () => {
    const first = "GET /a HTTP/1.1\r\nHost: x\r\n\r\n";
    const { answer, ms } = await raw(port, first);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain("HTTP/1.1 408");
    expect(ms).toBeGreaterThanOrEqual(250);
    // Node's own headers bound is 60 s; a loaded machine's timers run late (a CI run took 1,520 ms).
    expect(ms).toBeLessThan(6000);
  });
});

describe("boundRequest", () => {
  it("answers 408 in the caller's language when the body does not arrive within the request bound", async () => {
    const { answer, ms } = await raw(
      port,
      "POST /api/v1/cart-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Locale: en\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(answer).toContain("too slowly");
    expect(answer.toLowerCase()).toContain("connection: close");
    // The site's headers, as on any answer (lib/security-headers.ts).
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(ms).toBeGreaterThanOrEqual(650);
    expect(ms).toBeLessThan(6000);
  });

  it("lets a request that arrives in time through", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/cart-add`, { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: 2 });
  });
});
