// The peer-address stamp (lib/peer-address.ts), through the server entry: the app sees the socket's
// address under this process's header, whatever the client sent under that name or any other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { peerAddress, peerAddressHeader } from "./peer-address";

let entry: Awaited<ReturnType<typeof startEntry>>;
beforeAll(async () => (entry = await startEntry()));
afterAll(() => entry.close());

describe("stampPeerAddress", () => {
  it("stamps the socket's address, overwriting a value the client sent under the stamp's name", async () => {
    const client = keepAliveClient(entry.base);
    try {
      await client.request("/", { headers: { [peerAddressHeader()]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } });
    } finally {
      client.close();
    }
    const headers = new Headers(
      Object.entries(entry.reached[0].headers).map(([k, v]): [string, string] => [k, String(v)]),
    );
    expect(peerAddress(headers)).toBe("127.0.0.1");
    expect(headers.get("x-forwarded-for")).toBe("7.7.7.7");
  });

  it("names the stamp at random per process", () => {
    expect(peerAddressHeader()).toMatch(/^x-mall-peer-[0-9a-f]{24}$/);
    expect(peerAddressHeader()).toBe(peerAddressHeader());
  });
});
