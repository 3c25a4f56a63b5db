// The shop's currency (docs/decisions/037-currency.md): CNY until chosen, shown to every screen through
// GET /api/v1/shop-settings and the launch checklist; the owner chooses it in the console, and once the
// shop has an order a change is refused (409 CURRENCY_LOCKED) with the reason in the operator's language,
// the setting unchanged. Saving the same currency again is no change and is taken.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { GET as publicSettings } from "@/app/api/v1/shop-settings/route";
import { GET as shopGet } from "@/app/api/admin/v1/shop/route";
import { POST as currencyPost } from "@/app/api/admin/v1/shop/currency/route";
import { GET as launchGet } from "@/app/api/admin/v1/launch/route";
import { db, dbReady } from "@/lib/db";
import en from "@/messages/en.json";
import zhHant from "@/messages/zh-Hant.json";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type Settings = { currency: string; currencySaved: boolean; currencyVersion: number; orders: number };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Checklist = {
  items: { key: string; done: boolean; missing: { code: string }[]; facts?: Record<string, unknown> }[];
};

let cookie = "";
const save = (currency: string, version: number, locale = "en") =>
  adminCall<Settings & ErrorBody>(currencyPost, "/api/admin/v1/shop/currency", {
    cookie,
    body: { currency, version },
    locale,
  });
const shown = async () => (await call<{ currency: string }>(publicSettings, "/api/v1/shop-settings")).body.currency;
/** ICU text with its values put in (the messages here have plain {name} placeholders). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

beforeAll(async () => {
  await dbReady();
  await useTestFreightRule();
  ({ cookie } = await signedIn(["owner"]));
});

describe("the shop's currency", () => {
  it("is yuan until chosen, and the checklist says it was not chosen", async () => {
    expect(await db.order.count()).toBe(0);
    expect(await shown()).toBe("CNY");
    const settings = await adminCall<Settings>(shopGet, "/api/admin/v1/shop", { cookie });
    expect(settings.body).toMatchObject({ currency: "CNY", currencySaved: false, currencyVersion: 0, orders: 0 });
    const list = await adminCall<Checklist>(launchGet, "/api/admin/v1/launch", { cookie });
    expect(list.body.items.find((i) => i.key === "currency")).toMatchObject({
      done: false,
      missing: [{ code: "currencyUnset" }],
    });
  });

  it("takes one of the four currencies before the first order, and nothing else", async () => {
    const wrong = await save("USD", 0);
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.currency).toBeTruthy();
    const saved = await save("MOP", 0);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ currency: "MOP", currencySaved: true, currencyVersion: 1 });
    expect(await shown()).toBe("MOP");
    // A save on a version that is no longer the stored one is stale, as every shop setting.
    expect((await save("HKD", 0)).status).toBe(409);
    const list = await adminCall<Checklist>(launchGet, "/api/admin/v1/launch", { cookie });
    expect(list.body.items.find((i) => i.key === "currency")).toMatchObject({ done: true, facts: { currency: "MOP" } });
    const audit = await db.auditLog.findFirst({ where: { action: "shop.currency" }, orderBy: { id: "desc" } });
    expect(JSON.parse(audit?.after ?? "{}")).toEqual({ value: { currency: "MOP" } });
  });

  it("refuses a change once an order exists, with the reason in the operator's language", async () => {
    const { skuId } = await createSku({ price: 1200, stock: 5 });
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id, { isDefault: true });
    const order = await call(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { skuId, quantity: 1, addressId: address.id },
    });
    expect(order.status).toBe(200);

    const refused = await save("HKD", 1, "zh-Hant");
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: "CONFLICT",
      message: fill(zhHant.errors.CURRENCY_LOCKED, { orders: 1, currency: "MOP" }),
    });
    const inEnglish = await save("TWD", 1);
    expect(inEnglish.body.message).toBe(fill(en.errors.CURRENCY_LOCKED, { orders: 1, currency: "MOP" }));
    expect(inEnglish.body.message).toContain("MOP");
    expect(await shown()).toBe("MOP");
    const settings = await adminCall<Settings>(shopGet, "/api/admin/v1/shop", { cookie });
    expect(settings.body).toMatchObject({ currency: "MOP", currencyVersion: 1, orders: 1 });

    // The same currency again changes nothing that was paid: taken.
    expect((await save("MOP", 1)).status).toBe(200);
  });
});
