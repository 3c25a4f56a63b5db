// Issue 15 over HTTP against the production server: the login redirect cannot leave the site, the
// method gate (TRACE, wrong API methods, unknown API paths), per-route CSP on uploads and media,
// and the sandbox banner of the demo.
import http from "node:http";
import { test, expect } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A raw request (fetch clients refuse TRACE), answering status, headers and body. */
function raw(
  method: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, method, path, headers: { "x-locale": "en" } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a crafted redirect after login stays on this site", async ({ page }) => {
  await page.goto("/login?redirect=%2F.%2F%2Fevil.example%2Fphish");
  await page.getByLabel("用户名").fill("demo_user");
  await page.getByLabel("密码", { exact: true }).fill("demo123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  expect(new URL(page.url()).host).toBe(`127.0.0.1:${PORT}`);
});

test("the web view refuses a path that normalises to another host", async ({ page }) => {
  await page.goto("/webview?url=/.//evil.example");
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("TRACE is refused with 405 before Next, on pages and the API", async () => {
  for (const path of ["/", "/goods", "/api/v1/banner"]) {
    const res = await raw("TRACE", path);
    expect(res.status, path).toBe(405);
    expect(res.headers.allow).toBeTruthy();
    expect(JSON.parse(res.body).code).toBe("METHOD_NOT_ALLOWED");
  }
});

test("API method and path errors answer JSON", async ({ request }) => {
  const wrong = await request.delete("/api/v1/banner", { headers: { "x-locale": "en" } });
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect(await wrong.json()).toEqual({ code: "METHOD_NOT_ALLOWED", message: "Method not allowed" });
  const get = await request.get("/api/v1/sessions", { headers: { "x-locale": "en" } });
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("OPTIONS, POST");
  for (const path of ["/api/v1/no-such-endpoint", "/api/nothing/here", "/api/v1/payment-notify/x/y"]) {
    const res = await request.get(path, { headers: { "x-locale": "en" } });
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"]).toContain("application/json");
    expect((await res.json()).code).toBe("NOT_FOUND");
  }
  expect((await request.post("/api/v1/no-such-endpoint", { data: {} })).status()).toBe(404);
});

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("uploads and media keep their own, stricter CSP", async ({ request, shopper }) => {
  const media = await request.get("/media/avatar/default.svg");
  expect(media.status()).toBe(200);
  expect(media.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  const uploaded = await request.post("/api/v1/upload", {
    headers: { authorization: `Bearer ${shopper.token}` },
    multipart: { file: { name: "dot.png", mimeType: "image/png", buffer: PNG } },
  });
  expect(uploaded.status()).toBe(200);
  const [record] = (await uploaded.json()) as { url: string }[];
  const upload = await request.get(record.url);
  expect(upload.status()).toBe(200);
  expect(upload.headers()["content-security-policy"]).toBe("default-src 'none'");
  const page = await request.get("/");
  expect(page.headers()["content-security-policy"]).toContain("default-src 'self'");
});

test("the demo says on every page that payments are simulated", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("sandbox-banner")).toHaveText("演示环境：支付为模拟，不会真实扣款");
  await page.goto("/en/category");
  await expect(page.getByTestId("sandbox-banner")).toHaveText("Demo shop: payments are simulated, no money is charged");
});
