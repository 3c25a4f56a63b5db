// Issue 15 item 1: oversized JSON bodies are refused by Content-Length and the stream is not read past
// the limit (a chunked body carries no length), so a huge body never sits in memory whole.
import { describe, expect, it } from "vitest";
import { handler, MAX_BODY_BYTES } from "@/lib/api/handler";
import { endpoint } from "@/lib/api/endpoint";
import { z } from "zod";

const echo = handler(
  endpoint({
    method: "POST",
    path: "/api/v1/test-echo",
    summary: "t",
    tag: "T",
    auth: "none",
    body: z.object({ a: z.string().optional() }),
    response: z.object({ a: z.string().optional() }),
  }),
  async ({ body }) => body,
);

/** A body of `total` bytes in 64 kB chunks that counts how much of it was pulled. */
function countingStream(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

function post(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/v1/test-echo", {
    method: "POST",
    headers: { "content-type": "application/json", "x-locale": "en", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("JSON body limit", () => {
  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const { stream, state } = countingStream(600 * 1024 * 1024);
    const res = await echo(post(stream, { "content-length": String(600 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(typeof body.message).toBe("string");
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024 * 2);
  });

  it("stops reading a chunked body (no Content-Length) at the limit", async () => {
    const { stream, state } = countingStream(50 * 1024 * 1024);
    const res = await echo(post(stream));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("PAYLOAD_TOO_LARGE");
    expect(state.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024);
  });

  it("counts bytes, not characters, and still accepts a body within the limit", async () => {
    const ok = await echo(post(JSON.stringify({ a: "x".repeat(1000) })));
    expect(ok.status).toBe(200);
    // 400k three-byte characters: 1.2 MB on the wire although the string length is under 1 MB.
    const wide = await echo(post(JSON.stringify({ a: "中".repeat(400_000) })));
    expect(wide.status).toBe(413);
  });
});

describe("a client that goes away mid-body", () => {
  it("is answered 400 and not logged as an unhandled server error", async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      // What Node's request stream does when the connection closes before the body is complete.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":'));
          controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
        },
      });
      const res = await echo(post(stream));
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("BAD_REQUEST");
      expect(errors.filter((args) => String(args[0]).includes("unhandled"))).toEqual([]);
    } finally {
      console.error = original;
    }
  });
});

describe("refreshed token header (issue 15 item 11)", () => {
  it("carries the new token's lifetime beside the token", async () => {
    const { SignJWT } = await import("jose");
    const { createUser } = await import("@/tests/helpers/users");
    const { user } = await createUser();
    const now = Math.floor(Date.now() / 1000);
    // Issued 3 days ago, expires in 1 hour: past half its lifetime, so the response refreshes it.
    const old = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuer("the-mall")
      .setIssuedAt(now - 3 * 86_400)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(process.env.JWT_SECRET));
    const whoami = handler(
      endpoint({
        method: "GET",
        path: "/api/v1/test-who",
        summary: "t",
        tag: "T",
        auth: "required",
        response: z.object({ id: z.number() }),
      }),
      async ({ user: u }) => ({ id: u.id }),
    );
    const res = await whoami(
      new Request("http://localhost/api/v1/test-who", { headers: { authorization: `Bearer ${old}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-refreshed-token")).toBeTruthy();
    expect(Number(res.headers.get("x-refreshed-token-expires-in"))).toBeGreaterThan(3600);
  });
});
