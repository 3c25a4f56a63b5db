// The build's static files served by the entry from memory (lib/server/build-assets.ts), over real HTTP
// with a keep-alive client: the answer Next gave (type, caching, ETag, the site's headers), gzip once
// and only when accepted, 304 for a known ETag, and everything else handed on to Next.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { buildAssets } from "./build-assets";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "mall-assets-"));
const script = `console.log(${JSON.stringify("a chunk of the build ".repeat(200))});\n`;
fs.mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
fs.writeFileSync(path.join(dist, "static", "chunks", "app-0a1b2c.js"), script);
fs.writeFileSync(path.join(dist, "static", "chunks", "tiny.js"), "1;");
fs.mkdirSync(path.join(dist, "static", "media"), { recursive: true });
fs.writeFileSync(path.join(dist, "static", "media", "font.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
fs.writeFileSync(path.join(dist, "secret.txt"), "outside static");

let entry: Awaited<ReturnType<typeof startEntry>>;
let client: ReturnType<typeof keepAliveClient>;

beforeAll(async () => {
  entry = await startEntry({ assets: buildAssets(dist) });
  client = keepAliveClient(entry.base, { maxSockets: 1 });
});

afterAll(async () => {
  client.close();
  await entry.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const passedOn = (url: string) => entry.reached.some((r) => r.url === url);

describe("the build's static files", () => {
  it("answer with Next's headers, gzipped once when the client accepts it, plain when not", async () => {
    const url = "/_next/static/chunks/app-0a1b2c.js";
    const zipped = await client.request(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(zipped.body).toString("utf8")).toBe(script);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(script.length / 4);
    expect(zipped.headers).toMatchObject({
      "content-type": "application/javascript; charset=UTF-8",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    expect(zipped.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(zipped.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(zipped.headers["last-modified"]!).getTime()).toBeGreaterThan(0);

    const plain = await client.request(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
    const refused = await client.request(url, { headers: { "accept-encoding": "gzip;q=0, *" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const anything = await client.request(url, { headers: { "accept-encoding": "*" } });
    expect(anything.headers["content-encoding"]).toBe("gzip");
    // All on one connection, none of it Next's.
    expect(new Set([zipped, plain, refused, anything].map((a) => a.connection)).size).toBe(1);
    expect(passedOn(url)).toBe(false);
  });

  it("read once: a file changed on disk afterwards is still answered as first read", async () => {
    const file = path.join(dist, "static", "chunks", "tiny.js");
    expect((await client.request("/_next/static/chunks/tiny.js")).text).toBe("1;");
    fs.writeFileSync(file, "2;");
    expect((await client.request("/_next/static/chunks/tiny.js")).text).toBe("1;");
  });

  it("a small file and a font are not gzipped; the font has its type and no Vary", async () => {
    const tiny = await client.request("/_next/static/chunks/tiny.js", { headers: { "accept-encoding": "gzip" } });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    const font = await client.request("/_next/static/media/font.woff2", { headers: { "accept-encoding": "gzip" } });
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]);
  });

  it("answers 304 to its ETag (weak or strong form, in a list) and HEAD without a body", async () => {
    const url = "/_next/static/chunks/app-0a1b2c.js";
    const { etag } = (await client.request(url)).headers;
    for (const header of [etag!, etag!.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const again = await client.request(url, { headers: { "if-none-match": header } });
      expect(again.status, header).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await client.request(url, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
    const head = await client.request(url, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("hands on to Next what it does not hold: no such file, a Range, another method, odd paths", async () => {
    const cases: [string, Parameters<typeof client.request>[1]][] = [
      ["/_next/static/chunks/missing.js", {}],
      ["/_next/static/chunks/app-0a1b2c.js?range", { headers: { range: "bytes=0-9" } }],
      ["/_next/static/chunks/app-0a1b2c.js?post", { method: "POST", body: "x" }],
      ["/_next/static/../secret.txt", {}],
      ["/_next/static/chunks/%2e%2e/%2e%2e/secret.txt", {}],
      ["/_next/static/chunks//app-0a1b2c.js", {}],
      ["/_next/static/chunks", {}],
      ["/_next/static/chunks/app-0a1b2c.exe", {}],
      ["/_next/image?url=x", {}],
      ["/goods/1", {}],
    ];
    for (const [url, init] of cases) {
      const answer = await client.request(url, init);
      expect(answer.text, url).not.toContain("outside static");
      expect(answer.text, url).not.toContain("a chunk of the build");
      expect(passedOn(url), url).toBe(true);
    }
    // A name asked for before its file exists is not remembered as missing.
    fs.writeFileSync(path.join(dist, "static", "chunks", "missing.js"), "3;");
    expect((await client.request("/_next/static/chunks/missing.js")).text).toBe("3;");
  });
});
