// Issue 15 item 3: the per-address key trusts no forwarding header unless TRUSTED_PROXY_HOPS says
// how many proxies append to it; with none (the default) it is the TCP peer's address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { peerAddressHeader } from "@/lib/peer-address";
import { createEntryServer } from "@/lib/server/entry";
import { clientAddress, clientIp, requestOrigin } from "./request-info";

const header = peerAddressHeader();
const h = (xff?: string, peer?: string, realIp?: string) =>
  new Headers({
    ...(xff === undefined ? {} : { "x-forwarded-for": xff }),
    ...(peer ? { [header]: peer } : {}),
    ...(realIp ? { "x-real-ip": realIp } : {}),
  });

const limits = { headersTimeoutMs: 5000, requestTimeoutMs: 5000 };

/** What the server entry (lib/server/entry.ts) hands the app for a request that sends `headers`. */
async function throughServer(headers: Record<string, string>): Promise<Headers> {
  let seen: http.IncomingHttpHeaders = {};
  const server = createEntryServer({
    limits,
    next: (req, res) => {
      seen = req.headers;
      res.end("ok");
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    server.close();
  }
  return new Headers(Object.entries(seen).map(([k, v]) => [k, String(v)] as [string, string]));
}

describe("clientAddress", () => {
  it("with no trusted proxy (default 0) ignores every forwarding header and uses the socket", async () => {
    const seen = await throughServer({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" });
    expect(clientAddress(seen, 0)).toBe("127.0.0.1");
    const spoofed = await throughServer({ [header]: "6.6.6.6", "x-forwarded-for": "8.8.8.8" });
    expect(clientAddress(spoofed, 0)).toBe("127.0.0.1");
    expect(clientAddress(h("6.6.6.6", "198.51.100.7", "7.7.7.7"), 0)).toBe("198.51.100.7");
  });

  it("takes the entry the nearest trusted proxy appended, not what the client put in front", () => {
    // Client sent "6.6.6.6"; one proxy appended the address it saw.
    expect(clientAddress(h("6.6.6.6, 203.0.113.9", "10.0.0.1"), 1)).toBe("203.0.113.9");
    // Two proxies (CDN, then ingress): the CDN saw the client.
    expect(clientAddress(h("6.6.6.6, 203.0.113.9, 10.0.0.2", "10.0.0.1"), 2)).toBe("203.0.113.9");
  });

  it("does not read a chain shorter than the configured hops (the client wrote it)", () => {
    expect(clientAddress(h("6.6.6.6", "10.0.0.1"), 2)).toBe("10.0.0.1");
    expect(clientAddress(h(undefined, "10.0.0.1", "7.7.7.7"), 1)).toBe("10.0.0.1");
  });

  it("falls back to one shared key without a peer address, and bounds the key's length", () => {
    expect(clientAddress(new Headers(), 0)).toBe("local");
    expect(clientAddress(h("x".repeat(500), "10.0.0.1"), 1)).toHaveLength(64);
  });
});

describe("payment client IP", () => {
  it("is the peer address, never the client-written first X-Forwarded-For entry", () => {
    const req = new Request("http://shop.test/api", { headers: h("6.6.6.6, 203.0.113.9", "::ffff:198.51.100.7") });
    expect(clientIp(req)).toBe("198.51.100.7");
    expect(clientIp(new Request("http://shop.test/api", { headers: h("not-an-ip") }))).toBe("127.0.0.1");
  });
});

describe("requestOrigin", () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("is the address the browser used (its Host header), not the server's own host name", () => {
    expect(requestOrigin(req("http://localhost:3210/api/v1/jssdk-config", { host: "127.0.0.1:3210" }))).toBe(
      "http://127.0.0.1:3210",
    );
    expect(requestOrigin(req("https://localhost/api/v1/x", { host: "shop.example" }))).toBe("https://shop.example");
    expect(requestOrigin(req("http://localhost:3000/api/v1/x"))).toBe("http://localhost:3000");
  });

  it("with no trusted proxy (default 0) ignores the forwarding headers a client may write", () => {
    expect(
      requestOrigin(
        req("http://localhost:3000/api/v1/x", {
          host: "shop.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "https",
        }),
      ),
    ).toBe("http://shop.example");
  });
});
