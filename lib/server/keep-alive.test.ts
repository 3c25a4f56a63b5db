// A kept-alive connection is never closed under the client's feet (issue 31, lib/server/keep-alive.ts):
// after an answer given before the body was read, the client's next request on the same connection is
// served; a body too long to discard gets `Connection: close` with the answer, at once.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type http from "node:http";
import { metrics } from "@/lib/metrics";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { bodyMayExceed, DRAIN_LIMIT_BYTES } from "./keep-alive";
import { MAX_BODY_BYTES } from "@/lib/api/handler";

let entry: Awaited<ReturnType<typeof startEntry>>;

beforeAll(async () => {
  // The app answers 401 at once without reading the body (as a route does for a missing token).
  entry = await startEntry({
    next: (_req, res) => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end('{"code":"UNAUTHORIZED"}');
    },
  });
});
afterAll(() => entry.close());

const headersOf = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage;

describe("bodyMayExceed", () => {
  it("is true for a declared length past the limit, an unreadable length, or a chunked body", () => {
    expect(bodyMayExceed(headersOf({ "content-length": "10" }), 100)).toBe(false);
    expect(bodyMayExceed(headersOf({ "content-length": "100" }), 100)).toBe(false);
    expect(bodyMayExceed(headersOf({ "content-length": "101" }), 100)).toBe(true);
    expect(bodyMayExceed(headersOf({ "content-length": "1e9" }), 100)).toBe(true);
    expect(bodyMayExceed(headersOf({ "transfer-encoding": "chunked" }), 100)).toBe(true);
    expect(bodyMayExceed(headersOf({}), 100)).toBe(false);
  });

  it("discards up to the largest JSON body the API reads", () => {
    expect(DRAIN_LIMIT_BYTES).toBe(MAX_BODY_BYTES);
  });
});

describe("closeAfterUnboundedBody", () => {
  it("keeps the connection usable after an answer that did not read a small body", async () => {
    const client = keepAliveClient(entry.base, { maxSockets: 1 });
    try {
      const first = await client.request("/api/v1/daily-sign-in", { body: "x".repeat(200_000) });
      expect(first.status).toBe(401);
      expect(first.headers.connection).toBe("keep-alive");
      const second = await client.request("/api/v1/banner");
      expect(second.status).toBe(401);
      expect(second.connection).toBe(first.connection);
    } finally {
      client.close();
    }
  });

  it("answers a declared 2 GB body at once with Connection: close, and counts the early close", async () => {
    const before =
      (await metrics().earlyCloses.get()).values.find((v) => v.labels.reason === "unread_body")?.value ?? 0;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(entry.port, "127.0.0.1", () =>
        socket.write(
          "POST /api/v1/upload HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Length: 2147483648\r\n\r\n" +
            "x".repeat(1000),
        ),
      );
      let text = "";
      socket.on("data", (d) => (text += d.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
      setTimeout(() => reject(new Error(`not closed: ${text}`)), 3000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(Date.now() - started).toBeLessThan(1000);
    const after = (await metrics().earlyCloses.get()).values.find((v) => v.labels.reason === "unread_body")?.value;
    expect(after).toBe(before + 1);
  });
});
