// Accounts end to end: register -> logged in -> "me" shows the nickname -> logout; password login with
// the demo shopper through a login-only page and back; phone-code login with the test-mode code;
// messaging-app login through the sandbox; translated errors; profile, password change and uploads.
// Direct API calls after UI steps retry network errors: the server may close an idle keep-alive
// connection just as the test reuses it (ECONNRESET), which says nothing about the app.
import { test, expect, e2eDatabase } from "./fixtures";
import bcrypt from "bcryptjs";
import { pngImage } from "../tests/helpers/account-images";

const uniqueName = () => `e2e${Math.random().toString(36).slice(2, 11)}`;
const uniquePhone = () =>
  `13${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

test("register -> logged in -> me shows the nickname -> logout", async ({ page }) => {
  const username = uniqueName();
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "立即注册", level: 1 })).toBeVisible();

  // The specification's rules, in the form, before any request (the schemas load after the screen).
  const registerCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/v1/register-user-password")) registerCalls.push(r.url());
  });
  await page.getByLabel("用户名").fill("1abc");
  await page.getByLabel("密码", { exact: true }).fill("123");
  await page.getByRole("button", { name: "注册", exact: true }).click();
  await expect(page.getByText("用户名须以字母开头，由 6–18 位字母、数字、下划线或减号组成")).toBeVisible();
  await expect(page.getByText("密码须为 6–15 个字符")).toBeVisible();

  await page.getByLabel("用户名").fill(username);
  await page.getByLabel("密码", { exact: true }).fill("secret123");
  await page.getByLabel("确认密码").fill("secret124");
  await page.getByRole("button", { name: "注册", exact: true }).click();
  await expect(page.getByText("两次输入的密码不一致")).toBeVisible();
  expect(registerCalls).toHaveLength(0);
  await page.getByLabel("确认密码").fill("secret123");
  await page.getByRole("button", { name: "注册", exact: true }).click();

  await expect(page).toHaveURL(/\/me$/);
  expect(registerCalls).toHaveLength(1);
  await expect(page.getByTestId("me-nickname")).toHaveText(username);
  await expect(page.getByTestId("me-points")).toHaveText("积分 0");
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}"));
  expect(session).toMatchObject({ id: expect.any(Number), token: expect.any(String) });
  const lifeData = await page.evaluate(() => JSON.parse(localStorage.getItem("lifeData") ?? "{}"));
  expect(lifeData.$user.userInfo).toMatchObject({ username, nickname: username });

  // A brand-new account is offered the new-user coupons once; closing the offer leaves the tab usable.
  const offer = page.getByRole("dialog", { name: "新人专享礼包" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "关闭" }).click();
  await expect(offer).toBeHidden();

  await page.getByRole("link", { name: "设置" }).click();
  await expect(page.getByRole("heading", { name: "设置", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "退出登录" }).click();
  // Asked first: keeping the session changes nothing.
  const ask = page.getByRole("alertdialog", { name: "确定退出登录吗？" });
  await ask.getByRole("button", { name: "取消" }).click();
  await expect(ask).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("session"))).not.toBeNull();
  await page.getByRole("button", { name: "退出登录" }).click();
  await ask.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByTestId("toast")).toHaveText("已退出登录");
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText("游客")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("session"))).toBeNull();

  // Logged out, a login-only page sends the shopper to login, and back there afterwards.
  await page.goto("/setting");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting$/);
  await page.getByLabel("用户名").fill(username);
  await page.getByLabel("密码", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible();
});

test("cancel the account after confirming with the password", async ({ page, browserErrors }) => {
  // A wrong password first.
  browserErrors.allowFailedRequest("/api/v1/cancel-account", 403);
  const username = uniqueName();
  const res = await page.request.post("/api/v1/register-user-password", { data: { username, password: "secret123" } });
  const session = await res.json();
  await page.addInitScript(
    (s) => localStorage.setItem("session", JSON.stringify({ ...s, token_expires_in: Date.now() + 3600_000 })),
    session,
  );
  await page.goto("/setting");
  await page.getByRole("button", { name: "注销账号" }).click();
  const dialog = page.getByRole("dialog", { name: "确定注销账号？" });
  await expect(dialog).toContainText("已有订单将匿名保留");
  await dialog.getByLabel("密码", { exact: true }).fill("wrong-pass");
  await dialog.getByRole("button", { name: "确认注销" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("密码错误");
  await dialog.getByLabel("密码", { exact: true }).fill("secret123");
  await dialog.getByRole("button", { name: "确认注销" }).click();
  await expect(page.getByTestId("toast")).toHaveText("账号已注销");
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText("游客")).toBeVisible();
  const login = await page.request.post("/api/v1/authorizations", {
    data: { username, password: "secret123" },
    maxRetries: 2,
  });
  expect(login.status()).toBe(401);
  const old = await page.request.get("/api/v1/user-info", {
    headers: { authorization: `Bearer ${session.token}` },
    maxRetries: 2,
  });
  expect(old.status()).toBe(401);
});

test("a login-only page sends a guest to login and back there after logging in as the demo user", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel("用户名").fill("demo_user");
  await page.getByLabel("密码", { exact: true }).fill("demo123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("昵称")).toHaveValue("演示用户");
  await page.goto("/me");
  await expect(page.getByTestId("me-nickname")).toHaveText("演示用户");
});

test("a wrong password shows the translated error", async ({ page, browserErrors }) => {
  browserErrors.allowFailedRequest("/api/v1/authorizations", 401);
  await page.goto("/login");
  await page.getByLabel("用户名").fill("demo_user");
  await page.getByLabel("密码", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("用户名或密码错误");
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/en/login");
  await page.getByLabel("Username").fill("nobody_here");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Wrong username or password");
});

test("phone-code login with the test-mode code creates the account", async ({ page }) => {
  const phone = uniquePhone();
  await page.goto("/login");
  await page.getByRole("link", { name: "验证码登录" }).click();
  await expect(page).toHaveURL(/\/login\/phone$/);

  await page.getByLabel("手机号").fill("12345");
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("请输入 11 位中国内地手机号，如 138 1234 5678")).toBeVisible();

  await page.getByLabel("手机号").fill(phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后重发/ })).toBeDisabled();
  const res = await page.request.get(`/api/v1/test/sms-code?phone=${phone}`, { maxRetries: 2 });
  expect(res.ok()).toBe(true);
  const { code } = await res.json();
  await page.getByLabel("6 位验证码").fill(code);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId("me-nickname")).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
});

test("messaging-app login through the sandbox confirm screen", async ({ page }) => {
  await page.goto("/login?redirect=%2Fcoupon");
  await page.getByRole("link", { name: "微信登录" }).click();
  await expect(page.getByRole("heading", { name: "微信登录", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "允许并登录" }).click();
  await expect(page).toHaveURL(/\/coupon$/);
  const first = await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}").id);
  // The same browser logs in to the same sandbox account again.
  await page.goto("/login/wechat");
  await page.evaluate(() => localStorage.removeItem("session"));
  await page.getByRole("button", { name: "允许并登录" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId("me-nickname")).toHaveText(/^wx_/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}").id)).toBe(first);
});

test.describe("inside the messaging app", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 " +
      "Chrome/120.0.6099.144 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN",
  });

  test("the login leads with the one-tap messaging-app login, the other ways below it", async ({ page }) => {
    await page.goto("/login?redirect=%2Fcoupon");
    const main = page.getByTestId("wechat-login-main");
    await expect(main).toHaveAccessibleName("微信一键登录");
    // It is the first action on the screen: above the password form, full width.
    const [tap, field] = await Promise.all([main.boundingBox(), page.getByLabel("用户名").boundingBox()]);
    expect(tap!.y).toBeLessThan(field!.y);
    expect(tap!.width).toBeGreaterThan(300);
    await expect(page.getByText("其他登录方式")).toBeVisible();
    // No second, small entry to the same login at the bottom.
    await expect(page.getByRole("link", { name: /微信/ })).toHaveCount(1);
    await main.click();
    await expect(page.getByText("离线沙箱：不会连接微信，这个浏览器总是登录同一个沙箱账号。")).toBeVisible();
    await page.getByRole("button", { name: "允许并登录" }).click();
    await expect(page).toHaveURL(/\/coupon$/);
  });
});

test("login never redirects off the site", async ({ page }) => {
  await page.goto("/login?redirect=%2F%2Fevil.example%2Fx");
  await page.getByLabel("用户名").fill("demo_user");
  await page.getByLabel("密码", { exact: true }).fill("demo123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/me$/);
});

test("the register title follows the locale", async ({ page }) => {
  await page.goto("/zh-Hant/register");
  await expect(page.getByRole("heading", { name: "立即註冊", level: 1 })).toBeVisible();
  await page.goto("/en/register");
  await expect(page.getByRole("heading", { name: "Sign up now", level: 1 })).toBeVisible();
  await page.goto("/ja/register");
  await expect(page.getByRole("heading", { name: "今すぐ登録", level: 1 })).toBeVisible();
});

test("me shows order shortcuts and the account menu", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/me");
  await expect(page.getByTestId("me-nickname")).toHaveText("E2E 顾客");
  for (const [name, href] of [
    ["待付款", "/orders?status=0"],
    ["待发货", "/orders?status=500"],
    ["待收货", "/orders?status=510"],
    ["待评价", "/orders?status=520"],
    ["全部订单", "/orders"],
    ["消息", "/messages"],
    ["收货地址", "/address"],
    ["优惠券", "/coupon"],
    ["积分", "/integral"],
    ["签到", "/sign-in"],
    ["收藏", "/collect"],
    ["咨询", "/consult"],
    ["服务中心", "/service"],
    ["设置", "/setting"],
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("profile: new nickname and avatar show on me", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/profile");
  await page.getByLabel("更换头像").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngImage(32, 32) });
  await expect(page.getByTestId("toast")).toHaveText("头像已更新");
  await page.getByLabel("昵称").fill("新的昵称");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("toast")).toHaveText("已保存");
  await page.goto("/me");
  await expect(page.getByTestId("me-nickname")).toHaveText("新的昵称");
  await expect(page.locator("main img").first()).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.png$/);
});

test("changing the password keeps this session and ends the others", async ({ page, shopper, browserErrors }) => {
  // A wrong current password first.
  browserErrors.allowFailedRequest("/api/v1/edit-password", 403);
  const db = e2eDatabase();
  // The fixture user has no password; give it one (a bcrypt hash, as registration stores).
  db.prepare("UPDATE User SET passwordHash = ? WHERE id = ?").run(bcrypt.hashSync("oldpass1", 4), shopper.id);
  db.close();
  await shopper.login(page);
  await page.goto("/setting");
  await page.getByLabel("原密码").fill("wrong-one");
  await page.getByLabel("新密码").fill("newpass123");
  await page.getByLabel("确认密码").fill("newpass123");
  await page.getByRole("button", { name: "确认修改" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("密码错误");
  await page.getByLabel("原密码").fill("oldpass1");
  await page.getByRole("button", { name: "确认修改" }).click();
  await expect(page.getByTestId("toast")).toHaveText("密码已修改，其他设备需重新登录");
  const old = await page.request.get("/api/v1/user-info", {
    headers: { authorization: `Bearer ${shopper.token}` },
    maxRetries: 2,
  });
  expect(old.status()).toBe(401);
  // This device keeps working with the fresh token the answer carried.
  const fresh = await page.evaluate(() => JSON.parse(localStorage.getItem("session") ?? "{}").token);
  expect(fresh).not.toBe(shopper.token);
  const mine = await page.request.get("/api/v1/user-info", {
    headers: { authorization: `Bearer ${fresh}` },
    maxRetries: 2,
  });
  expect(mine.status()).toBe(200);
  await expect(page.getByLabel("原密码")).toHaveValue("");
});

test("upload several images with progress; they are listed as mine", async ({ page, shopper, browserErrors }) => {
  // A file that is not a picture, at the end.
  browserErrors.allowFailedRequest("/api/v1/upload", 415);
  await shopper.login(page);
  await page.goto("/pages/OssUpload/OssUploadMore");
  await expect(page).toHaveURL(/\/upload\?multiple=1$/);
  await page.getByLabel("选择图片（可多选）").setInputFiles([
    { name: "a.png", mimeType: "image/png", buffer: pngImage(20, 10) },
    { name: "b.png", mimeType: "image/png", buffer: pngImage(10, 20, [228, 57, 60]) },
  ]);
  await expect(page.getByText("已上传")).toHaveCount(2);
  await expect(page.getByRole("progressbar", { name: "a.png" })).toHaveAttribute("aria-valuenow", "100");
  const mine = page.getByRole("region", { name: "我上传的图片" });
  await expect(mine.getByRole("img")).toHaveCount(2);
  await mine.getByRole("button", { name: "删除 a.png" }).click();
  await expect(mine.getByRole("img")).toHaveCount(1);

  await page
    .getByLabel("选择图片（可多选）")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(page.locator("main").getByRole("alert")).toHaveText("只能上传 JPG、PNG、GIF 或 WebP 图片");
});
