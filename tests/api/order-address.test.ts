// Addresses and pick-up points through the real route handlers: one default at a time, soft delete
// promoting the next default, validation in the caller's language, and other users' ids as 404.
import { describe, expect, it } from "vitest";
import { POST as createAddresses } from "@/app/api/v1/create-addresses/route";
import { POST as editAddresses } from "@/app/api/v1/edit-addresses/route";
import { POST as isDefault } from "@/app/api/v1/addresses-is-default/route";
import { GET as getAddresses } from "@/app/api/v1/get-addresses/route";
import { GET as getEditAddresses } from "@/app/api/v1/get-edit-addresses/route";
import { GET as pickupPoints } from "@/app/api/v1/get-pickup-points/route";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { addressInput, createPickupPoint } from "@/tests/helpers/orders-fixtures";

type Address = { id: number; name: string; phone: string; isDefault: boolean; detail: string };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const list = async (token: string) =>
  (await call<{ rows: Address[] }>(getAddresses, "/api/v1/get-addresses", { token })).body.rows;

describe("addresses", () => {
  it("creates addresses; the first is the default, a new default replaces the old", async () => {
    const { token } = await createUser();
    const first = await call<Address>(createAddresses, "/api/v1/create-addresses", { token, body: addressInput });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ...addressInput,
      phone: `+86${addressInput.phone}`,
      region: "CN",
      postalCode: "",
      isDefault: true,
    });
    const second = await call<Address>(createAddresses, "/api/v1/create-addresses", {
      token,
      body: { ...addressInput, name: "李四" },
    });
    expect(second.body.isDefault).toBe(false);
    const third = await call<Address>(createAddresses, "/api/v1/create-addresses", {
      token,
      body: { ...addressInput, name: "王五", isDefault: true },
    });
    const rows = await list(token);
    expect(rows.map((r) => [r.id, r.isDefault])).toEqual([
      [third.body.id, true],
      [second.body.id, false],
      [first.body.id, false],
    ]);
    await call(isDefault, "/api/v1/addresses-is-default", { token, body: { id: second.body.id } });
    expect((await list(token)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([second.body.id]);
  });

  it("validates with translated field messages and normalises the phone", async () => {
    const { token } = await createUser();
    const bad = await call<ErrorBody>(createAddresses, "/api/v1/create-addresses", {
      token,
      locale: "zh-Hans",
      body: { ...addressInput, phone: "12345", detail: "  " },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields?.phone).toContain("手机号");
    expect(bad.body.fields?.detail).toContain("详细地址");
    const spaced = await call<Address>(createAddresses, "/api/v1/create-addresses", {
      token,
      body: { ...addressInput, phone: "138 0013-8000" },
    });
    expect(spaced.body.phone).toBe("+8613800138000");
  });

  it("edits, reads one, deletes (promoting the next default)", async () => {
    const { token } = await createUser();
    const a = (await call<Address>(createAddresses, "/api/v1/create-addresses", { token, body: addressInput })).body;
    const b = (
      await call<Address>(createAddresses, "/api/v1/create-addresses", {
        token,
        body: { ...addressInput, name: "李四" },
      })
    ).body;
    const edited = await call<Address>(editAddresses, "/api/v1/edit-addresses", {
      token,
      body: { ...addressInput, id: b.id, detail: "新地址 8 号" },
    });
    expect(edited.body).toMatchObject({ id: b.id, detail: "新地址 8 号", isDefault: false });
    expect(
      (await call<Address>(getEditAddresses, `/api/v1/get-edit-addresses?id=${b.id}`, { token })).body.detail,
    ).toBe("新地址 8 号");
    const removed = await call<{ deleted: boolean; defaultId: number | null }>(
      isDefault,
      "/api/v1/addresses-is-default",
      { token, body: { id: a.id, delete: true } },
    );
    expect(removed.body).toMatchObject({ deleted: true, defaultId: b.id });
    expect((await list(token)).map((r) => [r.id, r.isDefault])).toEqual([[b.id, true]]);
    expect((await call(getEditAddresses, `/api/v1/get-edit-addresses?id=${a.id}`, { token })).status).toBe(404);
    await call(isDefault, "/api/v1/addresses-is-default", { token, body: { id: b.id, delete: true } });
    expect(await list(token)).toEqual([]);
  });

  it("answers 404 for another user's address on every call (IDOR)", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const a = (
      await call<Address>(createAddresses, "/api/v1/create-addresses", { token: owner.token, body: addressInput })
    ).body;
    const t = intruder.token;
    expect((await call(getEditAddresses, `/api/v1/get-edit-addresses?id=${a.id}`, { token: t })).status).toBe(404);
    expect(
      (
        await call(editAddresses, "/api/v1/edit-addresses", {
          token: t,
          body: { ...addressInput, id: a.id, name: "黑客" },
        })
      ).status,
    ).toBe(404);
    expect((await call(isDefault, "/api/v1/addresses-is-default", { token: t, body: { id: a.id } })).status).toBe(404);
    expect(
      (await call(isDefault, "/api/v1/addresses-is-default", { token: t, body: { id: a.id, delete: true } })).status,
    ).toBe(404);
    expect(await list(t)).toEqual([]);
    expect(await list(owner.token)).toMatchObject([{ id: a.id, name: addressInput.name, isDefault: true }]);
  });
});

describe("pick-up points", () => {
  it("lists the active points without a login", async () => {
    const point = await createPickupPoint();
    const res = await call<{ rows: { id: number; name: string; hours: string }[] }>(
      pickupPoints,
      "/api/v1/get-pickup-points",
    );
    expect(res.status).toBe(200);
    expect(res.body.rows.find((p) => p.id === point.id)).toMatchObject({ name: point.name, hours: "9:00-21:00" });
  });
});
