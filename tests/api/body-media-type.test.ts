// Issue 31 item 4.4: a body is of a media type its endpoint declares, or 415 — JSON for the JSON
// endpoints (a `text/plain` body is what a cross-site form or a no-preflight fetch sends), multipart for
// the uploads, the providers' XML or form for their notifications — shopper and back office alike, in
// the one check of both wrappers (lib/api/body.ts), with a translated message.
import { describe, expect, it } from "vitest";
import { POST as consultSend } from "@/app/api/v1/consult-send/route";
import { POST as dailySignIn } from "@/app/api/v1/daily-sign-in/route";
import { POST as shopperLogin } from "@/app/api/v1/authorizations/route";
import { POST as shopperUpload } from "@/app/api/v1/upload/route";
import { POST as providerNotify } from "@/app/api/v1/payment-notify/[provider]/route";
import { POST as adminLogin } from "@/app/api/admin/v1/sessions/route";
import { POST as ownPassword } from "@/app/api/admin/v1/me/password/route";
import { POST as totpStart } from "@/app/api/admin/v1/me/totp/route";
import { POST as adminUpload } from "@/app/api/admin/v1/uploads/route";
import { createUser } from "@/tests/helpers/users";
import { ORIGIN, signedIn } from "@/tests/helpers/admin";
import { ADMIN_COOKIE } from "@/lib/api/admin-endpoint";

type Route = (req: Request) => Promise<Response>;
type Answer = { status: number; body: { code?: string; message?: string } };

async function post(
  route: Route,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
  locale = "en",
): Promise<Answer> {
  const res = await route(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "x-locale": locale, ...headers }, body }),
  );
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : {} };
}

const json = JSON.stringify;

describe("shopper endpoints", () => {
  it("a JSON endpoint refuses text/plain, a missing type and a non-UTF-8 charset; JSON goes through", async () => {
    const { token } = await createUser();
    const auth = { authorization: `Bearer ${token}` };
    const body = json({ content: "Does it come in blue?" });
    const plain = await post(consultSend, "/api/v1/consult-send", body, { ...auth, "content-type": "text/plain" });
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(plain.body.message).toContain("application/json");
    const zh = await post(
      consultSend,
      "/api/v1/consult-send",
      body,
      { ...auth, "content-type": "text/plain" },
      "zh-Hans",
    );
    expect(zh.body.message).toBe("请求内容须以 application/json 格式发送");
    // A string body without a type: the platform's Request calls it text/plain, so name none at all.
    const untyped = await untypedPost(consultSend, "/api/v1/consult-send", body, auth);
    expect(untyped.status).toBe(415);
    const form = { ...auth, "content-type": "application/x-www-form-urlencoded" };
    expect((await post(consultSend, "/api/v1/consult-send", "content=hi", form)).status).toBe(415);
    const latin = { ...auth, "content-type": "application/json; charset=iso-8859-1" };
    expect((await post(consultSend, "/api/v1/consult-send", body, latin)).status).toBe(415);
    const utf8 = { ...auth, "content-type": "Application/JSON; charset=UTF-8" };
    expect((await post(consultSend, "/api/v1/consult-send", body, utf8)).status).toBe(200);
    expect(
      (await post(consultSend, "/api/v1/consult-send", body, { ...auth, "content-type": "application/json" })).status,
    ).toBe(200);
  });

  it("the login refuses a text/plain body before it looks at the password", async () => {
    const res = await post(shopperLogin, "/api/v1/authorizations", json({ username: "nobody", password: "x" }), {
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(res.status).toBe(415);
  });

  it("an endpoint without a body takes none but JSON's; no body at all is fine", async () => {
    const { token } = await createUser();
    const auth = { authorization: `Bearer ${token}` };
    const plain = await post(dailySignIn, "/api/v1/daily-sign-in", "{}", {
      ...auth,
      "content-type": "text/plain",
      "content-length": "2",
    });
    expect(plain.status).toBe(415);
    expect((await post(dailySignIn, "/api/v1/daily-sign-in", undefined, auth)).status).toBe(200);
    const again = await post(dailySignIn, "/api/v1/daily-sign-in", "{}", {
      ...auth,
      "content-type": "application/json",
      "content-length": "2",
    });
    expect(again.status).toBe(409); // signed in already today: past the media check
  });

  it("the upload takes multipart only; the providers' notifications take their XML and forms", async () => {
    const { token } = await createUser();
    const auth = { authorization: `Bearer ${token}` };
    const asJson = await post(shopperUpload, "/api/v1/upload", json({ file: "x" }), {
      ...auth,
      "content-type": "application/json",
    });
    expect(asJson.status).toBe(415);
    expect(asJson.body.message).toContain("multipart/form-data");
    // Past the media check: the provider is not configured here (404), or the notification is refused as
    // the provider's format says — never 415.
    const xml = "<xml><return_code>SUCCESS</return_code></xml>";
    for (const [provider, body, type] of [
      ["wechat", xml, "text/xml"],
      ["wechat", xml, "application/xml; charset=utf-8"],
      ["alipay", "out_trade_no=1&sign=x", "application/x-www-form-urlencoded; charset=utf-8"],
      ["icbc", "biz_content=%7B%7D&sign=x", "application/x-www-form-urlencoded"],
    ])
      expect(
        (await post(providerNotify, `/api/v1/payment-notify/${provider}`, body, { "content-type": type })).status,
      ).not.toBe(415);
    const jsonNotify = await post(providerNotify, "/api/v1/payment-notify/alipay", json({ a: 1 }), {
      "content-type": "application/json",
    });
    expect(jsonNotify.status).toBe(415);
  });
});

describe("back-office endpoints", () => {
  const change = (cookie?: string) => ({ origin: ORIGIN, ...(cookie ? { cookie: `${ADMIN_COOKIE}=${cookie}` } : {}) });

  it("the login and a signed-in change refuse text/plain; JSON goes through", async () => {
    const login = await post(adminLogin, "/api/admin/v1/sessions", json({ username: "nobody", password: "x" }), {
      ...change(),
      "content-type": "text/plain",
    });
    expect(login.status).toBe(415);
    const { cookie } = await signedIn(["viewer"]);
    const body = json({ oldPassword: "not it", newPassword: "another long one" });
    const plain = await post(ownPassword, "/api/admin/v1/me/password", body, {
      ...change(cookie),
      "content-type": "text/plain",
    });
    expect(plain.status).toBe(415);
    expect(plain.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const asJson = await post(ownPassword, "/api/admin/v1/me/password", body, {
      ...change(cookie),
      "content-type": "application/json",
    });
    expect(asJson.status).toBe(422); // the wrong old password: past the media check
  });

  it("the wrapper's order holds: no session is 401 and a foreign Origin 403 before the media type", async () => {
    const body = json({ oldPassword: "a", newPassword: "another long one" });
    const anonymous = await post(ownPassword, "/api/admin/v1/me/password", body, {
      ...change(),
      "content-type": "text/plain",
    });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signedIn(["viewer"]);
    const foreign = await post(ownPassword, "/api/admin/v1/me/password", body, {
      origin: "https://elsewhere.example",
      cookie: `${ADMIN_COOKIE}=${cookie}`,
      "content-type": "text/plain",
    });
    expect(foreign.status).toBe(403);
  });

  it("a bodyless change refuses a text/plain body; the upload refuses JSON", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const start = await post(totpStart, "/api/admin/v1/me/totp", "x=1", {
      ...change(cookie),
      "content-type": "text/plain",
      "content-length": "3",
    });
    expect(start.status).toBe(415);
    expect((await post(totpStart, "/api/admin/v1/me/totp", undefined, change(cookie))).status).toBe(200);
    const upload = await post(adminUpload, "/api/admin/v1/uploads", json({ file: "x" }), {
      ...change(cookie),
      "content-type": "application/json",
    });
    expect(upload.status).toBe(415);
  });
});

/** A POST whose body has no Content-Type header at all (a Request given a string names text/plain). */
async function untypedPost(route: Route, path: string, body: string, headers: Record<string, string>) {
  const res = await route(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "x-locale": "en", ...headers },
      body: new Blob([body]).stream(),
      duplex: "half",
    } as RequestInit),
  );
  return { status: res.status };
}
