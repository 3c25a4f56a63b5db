// The Node server hook (issue 27, item 8): slow headers and slow bodies are cut off after their bounds
// with 408, and the API's method gate and disguised-path guard answer before the app (which Next's
// proxy no longer sees, so that it does not wait for bodies). Through a real Node http server.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Short bounds for this process, before the hook reads them.
process.env.HTTP_HEADERS_TIMEOUT_MS = "300";
process.env.HTTP_REQUEST_TIMEOUT_MS = "700";
const { installPeerAddressHook } = await import("./peer-address");
installPeerAddressHook();

let server: http.Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    // The app: reads the whole body, then answers.
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.end(JSON.stringify({ size })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends `text` on a raw connection and collects what comes back until the server closes it. */
function raw(text: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    socket.on("error", reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}

describe("slow clients", () => {
  it("closes a connection whose headers never finish, with 408, after the headers bound", async () => {
    const { answer, ms } = await raw("POST /api/v1/cart-add HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1500);
  });

  it("answers 408 when the body does not arrive within the request bound", async () => {
    const { answer, ms } = await raw(
      "POST /api/v1/cart-add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Locale: en\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(answer).toContain("too slowly");
    expect(ms).toBeGreaterThanOrEqual(650);
    expect(ms).toBeLessThan(2500);
  });

  it("lets a request that arrives in time through", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/cart-add`, { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: 2 });
  });
});

describe("the API's guards before the app", () => {
  it("answers a wrong method with 405, Allow and the JSON body; the app never sees it", async () => {
    reached.length = 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/cart-add`, {
      method: "PUT",
      headers: { "x-locale": "en" },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, POST");
    expect(await res.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    expect(reached).toEqual([]);
  });

  it("answers a disguised back-office path with 404", async () => {
    reached.length = 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/admin%2Fv1/me`, { headers: { "x-locale": "en" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(reached).toEqual([]);
  });
});
