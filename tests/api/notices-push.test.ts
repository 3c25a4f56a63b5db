// Notice messages by SMS and the mini-program's subscribe message (docs/decisions/046-notices.md), on
// both engines, through the sandboxes (PushSandbox: what would have been sent), a test provider, the
// SMS relay on loopback and a stand-in of the messaging app's API: each message goes once per channel
// — not to a shopper without a phone or without an acceptance of the template, one acceptance one
// message — in the shopper's language; a provider's failure is tried again after its backoff and a
// success never again; racing senders send each push once. The console's settings: settings:write
// only, audited, a stale version 409.
import { beforeEach, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET as pushSettingsGet, POST as pushSettingsPost } from "@/app/api/admin/v1/settings/notice-push/route";
import { POST as consentRoute } from "@/app/api/v1/notices-push-consent/route";
import { GET as templatesRoute } from "@/app/api/v1/notices-push/route";
import { POST as subscribeRoute } from "@/app/api/v1/notices-subscribe/route";
import { db } from "@/lib/db";
import { adjustStock } from "@/lib/services/catalogue";
import {
  deliverNotices,
  deliverPushes,
  noticePushSettings,
  PUSH_MAX_ATTEMPTS,
  PushFailure,
  saveNoticePushSettings,
  setPushProviders,
  type PushProviders,
} from "@/lib/services/notices";
import { adminCall, signedIn, testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { shopper, type Shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku } from "@/tests/helpers/orders-fixtures";
import { startFakeWechat } from "@/tests/helpers/fake-wechat";

const TEMPLATE = "tmpl_notice_ABC123";

async function configure(settings: { sms: boolean; miniTemplateId: string }) {
  const { version } = await noticePushSettings();
  await saveNoticePushSettings({ ...settings, miniTitleField: "thing1", miniBodyField: "thing2", version }, testActor);
}

beforeEach(async () => {
  setPushProviders(undefined);
  await configure({ sms: true, miniTemplateId: TEMPLATE });
});

/** A shopper with (or without) a phone and a mini-program open id. */
async function person(options: { phone?: boolean; mini?: boolean } = {}): Promise<Shopper> {
  const s = await shopper();
  await db.user.update({
    where: { id: s.user.id },
    data: {
      phone: options.phone ? `+86138${String(crypto.randomInt(0, 1e8)).padStart(8, "0")}` : null,
      miniOpenId: options.mini ? `mini_${crypto.randomBytes(8).toString("hex")}` : null,
    },
  });
  return s;
}

const consent = (s: Shopper, templateIds: string[], locale = "en") =>
  call<{ credits: number }>(consentRoute, "/api/v1/notices-push-consent", {
    token: s.token,
    body: { templateIds },
    locale,
  });

/** A sold-out SKU the shoppers wait for (in `locale`), restocked once: one message each. */
async function restockFor(people: Shopper[], locale = "en") {
  const sku = await createSku({ stock: 0 });
  for (const s of people) {
    const res = await call(subscribeRoute, "/api/v1/notices-subscribe", {
      token: s.token,
      body: { kind: "back_in_stock", skuId: sku.skuId },
      locale,
    });
    expect(res.status).toBe(200);
  }
  await adjustStock(sku.skuId, { delta: 2, reason: "receipt", note: "" }, testActor);
  await deliverNotices();
  return sku;
}

const sandboxOf = async (s: Shopper) => {
  const user = await db.user.findUniqueOrThrow({ where: { id: s.user.id } });
  return db.pushSandbox.findMany({
    where: { recipient: { in: [user.phone ?? "-", user.miniOpenId ?? "-"] } },
    orderBy: { id: "asc" },
  });
};

describe("delivery by SMS and subscribe message", () => {
  it("sends each message once per channel, in the shopper's language; none without a phone or an acceptance", async () => {
    const both = await person({ phone: true, mini: true });
    const smsOnly = await person({ phone: true, mini: true }); // no acceptance of the template
    const neither = await person();
    const templates = await call<{ templateIds: string[]; sandbox: boolean }>(templatesRoute, "/api/v1/notices-push", {
      token: both.token,
    });
    expect(templates.body).toEqual({ templateIds: [TEMPLATE], sandbox: true });
    // Another template than the shop's counts for nothing.
    expect((await consent(smsOnly, ["someone_elses"])).body.credits).toBe(0);
    expect((await consent(both, [TEMPLATE], "ja")).body.credits).toBe(1);

    await restockFor([both, smsOnly, neither], "ja");
    // Senders racing: every push still goes once.
    await Promise.all([deliverPushes(), deliverPushes(), deliverPushes()]);
    await deliverPushes();

    const sent = await sandboxOf(both);
    expect(sent.map((r) => r.channel).sort()).toEqual(["mini", "sms"]);
    const sms = JSON.parse(sent.find((r) => r.channel === "sms")!.body) as { text: string };
    expect(sms.text).toMatch(/^入荷のお知らせ: .+ が入荷しました$/);
    const mini = JSON.parse(sent.find((r) => r.channel === "mini")!.body) as {
      template_id: string;
      page: string;
      data: Record<string, { value: string }>;
    };
    expect(mini.template_id).toBe(TEMPLATE);
    expect(mini.page).toMatch(/^pages\/index\/index\?path=%2Fgoods%2F\d+$/);
    expect(mini.data.thing1.value).toBe("入荷のお知らせ");
    expect(mini.data.thing2.value.length).toBeLessThanOrEqual(20);
    expect((await sandboxOf(smsOnly)).map((r) => r.channel)).toEqual(["sms"]);
    expect(await sandboxOf(neither)).toEqual([]);

    const states = async (s: Shopper) =>
      (await db.message.findMany({ where: { userId: s.user.id }, select: { push: true } })).map((m) => m.push);
    expect(await states(both)).toEqual(["sent"]);
    expect(await states(smsOnly)).toEqual(["sent"]);
    expect(await states(neither)).toEqual(["none"]);

    // The acceptance is used up: the next message goes by SMS only.
    await restockFor([both]);
    await deliverPushes();
    expect((await sandboxOf(both)).map((r) => r.channel)).toEqual([...sent.map((r) => r.channel), "sms"]);
    expect(
      (
        await db.pushConsent.findUniqueOrThrow({
          where: { userId_templateId: { userId: both.user.id, templateId: TEMPLATE } },
        })
      ).credits,
    ).toBe(0);
  });

  it("sends nothing beyond the centre when the shop configured no channel", async () => {
    await configure({ sms: false, miniTemplateId: "" });
    const s = await person({ phone: true, mini: true });
    expect((await consent(s, [TEMPLATE])).body.credits).toBe(0);
    await restockFor([s]);
    await deliverPushes();
    expect(await sandboxOf(s)).toEqual([]);
    expect(await db.messagePush.count({ where: { message: { userId: s.user.id } } })).toBe(0);
    expect((await db.message.findFirstOrThrow({ where: { userId: s.user.id } })).push).toBe("none");
  });
});

describe("a provider failing", () => {
  /** A provider that fails `failures` times, then takes every send; counts the calls. */
  function flaky(failures: number, permanent = false) {
    const calls: number[] = [];
    const providers: PushProviders = {
      async sms(push) {
        calls.push(push.id);
        if (calls.length <= failures) throw new PushFailure("gateway down", permanent);
      },
      async mini() {
        throw new Error("not used here");
      },
    };
    setPushProviders(providers);
    return calls;
  }

  it("is tried again after its backoff, and a success is never sent again", async () => {
    await configure({ sms: true, miniTemplateId: "" });
    const s = await person({ phone: true });
    await restockFor([s]);
    const calls = flaky(2);
    const push = () => db.messagePush.findFirstOrThrow({ where: { message: { userId: s.user.id } } });
    const t0 = new Date((await push()).nextAt.getTime() + 1);

    expect(await deliverPushes(t0)).toBe(0);
    expect(await push()).toMatchObject({ status: "pending", attempts: 1, lastError: "gateway down" });
    // Not due again before its backoff (30 s), whoever runs.
    await Promise.all([deliverPushes(new Date(t0.getTime() + 10_000)), deliverPushes(new Date(t0.getTime() + 20_000))]);
    expect(calls).toHaveLength(1);
    expect(await deliverPushes(new Date(t0.getTime() + 31_000))).toBe(0);
    expect(await push()).toMatchObject({ status: "pending", attempts: 2 });
    // Third try (after 60 s more): taken.
    const t2 = new Date(t0.getTime() + 31_000 + 61_000);
    expect(await Promise.all([deliverPushes(t2), deliverPushes(t2)])).toEqual(expect.arrayContaining([1, 0]));
    expect(await push()).toMatchObject({ status: "sent", attempts: 3, lastError: "" });
    expect(calls).toHaveLength(3);
    await deliverPushes(new Date(t2.getTime() + 24 * 3600_000));
    expect(calls).toHaveLength(3);
    expect((await db.message.findFirstOrThrow({ where: { userId: s.user.id } })).push).toBe("sent");
  });

  it("gives up at once when trying again cannot help, and after the last attempt otherwise", async () => {
    await configure({ sms: true, miniTemplateId: "" });
    const refused = await person({ phone: true });
    await restockFor([refused]);
    const calls = flaky(1, true);
    await deliverPushes(new Date(Date.now() + 1000));
    expect(calls).toHaveLength(1);
    expect(await db.messagePush.findFirstOrThrow({ where: { message: { userId: refused.user.id } } })).toMatchObject({
      status: "failed",
      attempts: 1,
    });
    expect((await db.message.findFirstOrThrow({ where: { userId: refused.user.id } })).push).toBe("failed");

    const down = await person({ phone: true });
    await restockFor([down]);
    const always = flaky(1000);
    let at = Date.now() + 1000;
    for (let i = 0; i < PUSH_MAX_ATTEMPTS + 2; i++) {
      await deliverPushes(new Date(at));
      at += 24 * 3600_000;
    }
    expect(always).toHaveLength(PUSH_MAX_ATTEMPTS);
    expect(await db.messagePush.findFirstOrThrow({ where: { message: { userId: down.user.id } } })).toMatchObject({
      status: "failed",
      attempts: PUSH_MAX_ATTEMPTS,
    });
  });
});

describe("the messaging app's subscribe-message API (WECHAT_PROVIDER=wechat)", () => {
  it("sends with the mini-program app's shared access token, fetches a rejected one once more, gives up on 43101", async () => {
    const keys = ["WECHAT_PROVIDER", "WECHAT_MINI_APP_ID", "WECHAT_MINI_APP_SECRET", "WECHAT_API_BASE"] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    const fake = await startFakeWechat({ appId: "wxmini_push", secret: "mini-secret", delayMs: 5 });
    Object.assign(process.env, {
      WECHAT_PROVIDER: "wechat",
      WECHAT_MINI_APP_ID: "wxmini_push",
      WECHAT_MINI_APP_SECRET: "mini-secret",
      WECHAT_API_BASE: fake.base,
    });
    try {
      await configure({ sms: false, miniTemplateId: TEMPLATE });
      const s = await person({ mini: true });
      await consent(s, [TEMPLATE]);
      await consent(s, [TEMPLATE]);
      await consent(s, [TEMPLATE]);
      const user = await db.user.findUniqueOrThrow({ where: { id: s.user.id } });
      await restockFor([s], "zh-Hant");
      await Promise.all([deliverPushes(), deliverPushes()]);
      expect(fake.subscribeSends).toHaveLength(1);
      expect(fake.subscribeSends[0].body).toMatchObject({
        touser: user.miniOpenId,
        template_id: TEMPLATE,
        data: { thing1: { value: "到貨通知" } },
      });
      expect(fake.counts.token).toBe(1);

      // The next one reuses the shared token; a revoked one is dropped and fetched again, once.
      await restockFor([s]);
      await deliverPushes();
      expect(fake.counts.token).toBe(1);
      fake.revokeTokens();
      await restockFor([s]);
      await deliverPushes();
      expect(fake.subscribeSends).toHaveLength(3);
      expect(fake.counts.token).toBe(2);
      expect(new Set(fake.subscribeSends.map((x) => x.token)).size).toBe(2);

      // The shopper's acceptance gone on the app's side: failed at once, not tried again.
      await consent(s, [TEMPLATE]);
      fake.subscribeErrcode = 43101;
      await restockFor([s]);
      await deliverPushes();
      await deliverPushes(new Date(Date.now() + 24 * 3600_000));
      const last = await db.messagePush.findFirstOrThrow({
        where: { message: { userId: s.user.id } },
        orderBy: { id: "desc" },
      });
      expect(last).toMatchObject({ status: "failed", attempts: 1 });
      expect(last.lastError).toContain("43101");
      expect(await db.messagePush.count({ where: { message: { userId: s.user.id }, status: "sent" } })).toBe(3);
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      await fake.close();
    }
  });
});

describe("the SMS relay (SMS_PROVIDER=http)", () => {
  it("posts the text with the push's id and bearer token; a 5xx is tried again, a 4xx given up", async () => {
    const answers = [503, 200, 400];
    const got: { auth: string | undefined; body: Record<string, unknown> }[] = [];
    const relay = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        got.push({ auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        res.writeHead(answers.shift() ?? 500).end();
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const keys = ["SMS_PROVIDER", "SMS_HTTP_URL", "SMS_HTTP_TOKEN"] as const;
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    Object.assign(process.env, {
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/sms`,
      SMS_HTTP_TOKEN: "relay-token",
    });
    try {
      await configure({ sms: true, miniTemplateId: "" });
      const s = await person({ phone: true });
      const phone = (await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).phone;
      await restockFor([s], "zh-Hans");
      const push = () => db.messagePush.findFirstOrThrow({ where: { message: { userId: s.user.id } } });
      const at = new Date((await push()).nextAt.getTime() + 1);
      await deliverPushes(at);
      expect(await push()).toMatchObject({ status: "pending", attempts: 1, lastError: "SMS gateway answered 503" });
      await deliverPushes(new Date(at.getTime() + 31_000));
      expect(await push()).toMatchObject({ status: "sent", attempts: 2 });
      expect(got).toHaveLength(2);
      expect(got[1]).toEqual({
        auth: "Bearer relay-token",
        body: {
          phone,
          text: expect.stringMatching(/^到货通知: /),
          template: "notice",
          id: `push-${(await push()).id}`,
        },
      });
      // The same id both times: a gateway that drops repeats sends it once.
      expect(got[0].body.id).toBe(got[1].body.id);

      await restockFor([s]);
      await deliverPushes(new Date(Date.now() + 1000));
      const refused = await db.messagePush.findFirstOrThrow({
        where: { message: { userId: s.user.id } },
        orderBy: { id: "desc" },
      });
      expect(refused).toMatchObject({ status: "failed", attempts: 1, lastError: "SMS gateway answered 400" });
    } finally {
      for (const k of keys) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
      relay.closeAllConnections();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});

describe("the console's settings", () => {
  it("settings:write only; saved with the version read, audited; a stale save is 409; bad fields 422", async () => {
    const viewer = await signedIn(["viewer"]);
    expect(
      (await adminCall(pushSettingsGet, "/api/admin/v1/settings/notice-push", { cookie: viewer.cookie })).status,
    ).toBe(403);
    const { operator, cookie } = await signedIn(["owner"]);
    const read = await adminCall<{
      settings: { sms: boolean; miniTemplateId: string };
      version: number;
      providers: { sms: string; mini: string };
    }>(pushSettingsGet, "/api/admin/v1/settings/notice-push", { cookie });
    expect(read.status).toBe(200);
    expect(read.body.providers).toEqual({ sms: "sandbox", mini: "sandbox" });
    const body = { sms: false, miniTemplateId: "NEW_tmpl", miniTitleField: "thing3", miniBodyField: "phrase4" };
    const saved = await adminCall<{ settings: typeof body; version: number }>(
      pushSettingsPost,
      "/api/admin/v1/settings/notice-push",
      { cookie, body: { ...body, version: read.body.version } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(body);
    expect(saved.body.version).toBe(read.body.version + 1);
    const audit = await db.auditLog.findFirst({
      where: { action: "notices.push", entityId: "notices.push" },
      orderBy: { id: "desc" },
    });
    expect(audit?.actorId).toBe(operator.id);
    const stale = await adminCall(pushSettingsPost, "/api/admin/v1/settings/notice-push", {
      cookie,
      body: { ...body, sms: true, version: read.body.version },
    });
    expect(stale.status).toBe(409);
    const bad = await adminCall<{ fields?: Record<string, string> }>(
      pushSettingsPost,
      "/api/admin/v1/settings/notice-push",
      { cookie, body: { ...body, miniTemplateId: "no spaces", miniTitleField: "title", version: saved.body.version } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(["miniTemplateId", "miniTitleField"]);
    const forbidden = await adminCall(pushSettingsPost, "/api/admin/v1/settings/notice-push", {
      cookie: viewer.cookie,
      body: { ...body, version: saved.body.version },
    });
    expect(forbidden.status).toBe(403);
  });
});
