// Pages under database trouble (issue 31): the lane in front of Next (./unavailable.ts) over real HTTP,
// with a stand-in for Next that renders, fails or streams the way Next does and reports its render
// errors the way instrumentation.ts's onRequestError does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPageRequest, pageLocale, unavailablePageHtml } from "./unavailable-page";
import { noteRenderError, pageLane } from "./unavailable";
import { metricsText } from "@/lib/metrics";

const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** What the slow render of /goods/8 saw: its response closed under it, its own end's callback called. */
const slowRender: { sawClose?: boolean; ended?: Promise<boolean> } = {};

// What the stand-in for Next does per path.
const renders: Record<string, Render> = {
  // The render throws in the shell: Next reports the error, then answers its 500 error page.
  "/": async (_req, res) => {
    await sleep(5);
    noteRenderError(busy);
    res.statusCode = 500;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("x-nextjs-cache", "MISS");
    res.end("<html id=__next_error__>Internal Server Error</html>");
  },
  // A streaming page: the skeleton goes first with 200, the data read fails afterwards.
  "/goods/7": async (_req, res) => {
    res.statusCode = 200;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.flushHeaders();
    res.write("<html><body><div data-testid=goods-skeleton></div>");
    await sleep(20);
    noteRenderError(full);
    res.write("<template data-dgst=123></template>");
    res.end("</body></html>");
  },
  // A render whose first data read failed while its other branches go on waiting (the metadata, a
  // related list): the 503 must not wait for them.
  "/goods/8": async (_req, res) => {
    const closed = new Promise<boolean>((resolve) => {
      res.once("close", () => resolve(true));
      setTimeout(() => resolve(false), 6000);
    });
    await sleep(5);
    noteRenderError(busy);
    await sleep(3000);
    res.setHeader("x-late", "1");
    res.writeHead(500, { "content-type": "text/html; charset=utf-8" });
    res.write("<html>late</html>");
    slowRender.ended = new Promise((resolve) => res.end(() => resolve(true)));
    slowRender.sawClose = await closed;
  },
  // A bug: not the database. Next's 500 goes out as it is.
  "/bug": async (_req, res) => {
    noteRenderError(new TypeError("x is undefined"));
    res.writeHead(500, { "content-type": "text/plain" });
    res.end("bug");
  },
  // A page that rendered, compressed by Next's compression (content-encoding set when the head goes).
  "/cart": async (_req, res) => {
    const gz = zlib.gzipSync("<html><body>cart</body></html>");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
    res.write(gz.subarray(0, 10));
    await sleep(5);
    res.write(gz.subarray(10));
    res.end();
  },
  "/api/v1/banner": async (_req, res) => {
    noteRenderError(busy);
    res.writeHead(500, { "content-type": "application/json" });
    res.end('{"code":"INTERNAL"}');
  },
};

let base = "";
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const next = () => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const render = renders[path.replace(/^\/(en|ja|zh-Hant)(?=\/|$)/, "") || "/"] ?? renders["/"];
      void render(req, res);
    };
    if (!pageLane(req, res, next)) next();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

/** A request over the one kept-alive connection: status, headers, body (gunzipped when it came so). */
function get(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { agent, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("a page whose render found the database unavailable", () => {
  it("answers 503 with Retry-After and the page in its language that loads itself again, not Next's 500", async () => {
    const res = await get("/?from=share");
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("2");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-nextjs-cache"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).toContain('<html lang="zh-Hans">');
    expect(res.body).toContain("系统繁忙，请稍后重试");
    expect(res.body).toContain("2 秒后自动重试");
    expect(res.body).toContain('<meta http-equiv="refresh" content="2;url=/?from=share">');
    expect(res.body).not.toContain("Internal Server Error");
    // Counted with the API's 503s (lib/metrics.ts).
    expect((await metricsText()).text).toMatch(/^mall_db_unavailable_total\{reason="busy"\} [1-9]/m);
  });

  it("answers 503 also when the page had begun to stream with 200 (its answer was held)", async () => {
    const res = await get("/en/goods/7");
    expect(res.status).toBe(503);
    // Out of storage: the longest wait.
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain("The shop cannot save anything right now.");
    expect(res.body).toContain("Trying again by itself in 30 s");
    expect(res.body).not.toContain("goods-skeleton");
  });

  it("answers at the first such error, not when the render's other branches end; the render sees it closed", async () => {
    const started = Date.now();
    const res = await get("/goods/8");
    const ms = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers["x-late"]).toBeUndefined();
    expect(res.body).toContain("系统繁忙，请稍后重试");
    // The other branch ends after 3 s; a loaded machine's timers run late.
    expect(ms).toBeLessThan(2500);
    // The render ends later, on a response already answered: nothing of it goes out, nothing throws,
    // and the connection carries the next request.
    await expect.poll(() => slowRender.sawClose, { timeout: 10_000 }).toBe(true);
    expect(await slowRender.ended).toBe(true);
    expect((await get("/cart")).body).toBe("<html><body>cart</body></html>");
  });

  it("HEAD: the same status and headers, no body; the connection stays usable", async () => {
    const head = await get("/ja", { method: "HEAD" });
    expect(head.status).toBe(503);
    expect(head.headers["retry-after"]).toBe("2");
    expect(head.body).toBe("");
    expect((await get("/ja")).body).toContain('<html lang="ja">');
  });
});

describe("everything else goes out as Next made it", () => {
  it("a bug stays a 500", async () => {
    const res = await get("/bug");
    expect(res.status).toBe(500);
    expect(res.body).toBe("bug");
  });

  it("a page that rendered: status, headers and (compressed) body unchanged", async () => {
    const res = await get("/cart");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body).toBe("<html><body>cart</body></html>");
  });

  it("the API is not a page: its own answer (lib/api/errors.ts maps the database to 503 itself)", async () => {
    const res = await get("/api/v1/banner");
    expect(res.status).toBe(500);
    expect(res.body).toBe('{"code":"INTERNAL"}');
  });
});

describe("the 503 page", () => {
  it("is in the language of the page's path, or the console's", () => {
    expect(pageLocale("/", {})).toBe("zh-Hans");
    expect(pageLocale("/zh-Hant/goods/1", { "accept-language": "en" })).toBe("zh-Hant");
    expect(pageLocale("/en", {})).toBe("en");
    expect(pageLocale("/admin/orders", { cookie: "a=1; mall_admin_locale=ja" })).toBe("ja");
    expect(pageLocale("/admin", { "accept-language": "en-US,en;q=0.9" })).toBe("en");
  });

  it("is for pages: GET and HEAD, not the API, assets or files", () => {
    expect(isPageRequest("GET", "/goods/1")).toBe(true);
    expect(isPageRequest("HEAD", "/admin")).toBe(true);
    expect(isPageRequest("POST", "/goods/1")).toBe(false);
    for (const path of ["/api/v1/banner", "/_next/static/x.js", "/media/a.svg", "/uploads/a.png", "/sw.js"])
      expect(isPageRequest("GET", path)).toBe(false);
  });

  it("writes the address it reloads as text, never as markup", () => {
    const html = unavailablePageHtml({
      locale: "zh-Hant",
      reason: "down",
      retryAfterSeconds: 5,
      href: '/search?q="><script>alert(1)</script>',
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
    expect(html).toContain("服務暫時無法連線，請稍後重試");
    expect(html).toContain("5 秒後自動重試");
  });
});
