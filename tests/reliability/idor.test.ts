// Insecure direct object references: user A owns an address, a cart line, an order with a started
// payment, a coupon, a favourite, a consult message and an upload; user B tries every endpoint that
// takes an object id with A's ids. Every direct reference answers 403/404, no response B gets
// contains any of A's data, and A's objects are unchanged afterwards.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { db } from "@/lib/db";
import { createUser } from "@/tests/helpers/users";
import {
  addressInput,
  createAddressFor,
  createSku,
  giveCoupon,
  useTestFreightRule,
} from "@/tests/helpers/orders-fixtures";
import { pngImage } from "@/tests/helpers/account-images";
import { loadRoute, send, type Sent } from "./http";

type Route = (req: Request) => Promise<Response>;
const routes: Record<string, Route> = {};
async function route(method: "GET" | "POST", path: string): Promise<Route> {
  const key = `${method} ${path}`;
  routes[key] ??= (await loadRoute(path))[method] as Route;
  return routes[key];
}

async function api(
  method: "GET" | "POST",
  path: string,
  token: string,
  input?: Record<string, unknown>,
): Promise<Sent> {
  const fn = await route(method, path);
  if (method === "GET")
    return send(
      fn,
      "GET",
      input ? `${path}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}` : path,
      { token },
    );
  return send(fn, "POST", path, { token, body: JSON.stringify(input ?? {}) });
}

const marker = `idorA${crypto.randomBytes(4).toString("hex")}`;
let A: { token: string; userId: number; username: string };
let B: { token: string; userId: number };
const ids = {
  address: 0,
  cart: 0,
  order: 0,
  coupon: 0,
  product: 0,
  sku: 0,
  upload: 0,
  bAddress: 0,
  bOrder: 0,
  consult: 0,
};
const secrets: string[] = []; // strings only A may ever see

beforeAll(async () => {
  await useTestFreightRule();
  const a = await createUser();
  const b = await createUser();
  A = { token: a.token, userId: a.user.id, username: a.user.username! };
  B = { token: b.token, userId: b.user.id };
  const sku = await createSku({ price: 2500, stock: 50 });
  ids.product = sku.productId;
  ids.sku = sku.skuId;
  ids.address = (
    await createAddressFor(A.userId, { detail: `${marker} road`, name: "A-owner", phone: "13900001111" })
  ).id;
  ids.bAddress = (await createAddressFor(B.userId, { detail: "B street" })).id;
  ids.coupon = (await giveCoupon(A.userId, { amountOff: 100, threshold: 0 })).id;
  const cart = await api("POST", "/api/v1/cart-add", A.token, { skuId: sku.skuId, quantity: 2 });
  ids.cart = JSON.parse(cart.text).id;
  const order = await api("POST", "/api/v1/create-order-now", A.token, {
    addressId: ids.address,
    skuId: sku.skuId,
    quantity: 1,
    remark: marker,
  });
  expect(order.status).toBe(200);
  ids.order = JSON.parse(order.text).id;
  secrets.push(JSON.parse(order.text).orderNo);
  const bOrder = await api("POST", "/api/v1/create-order-now", B.token, {
    addressId: ids.bAddress,
    skuId: sku.skuId,
    quantity: 1,
  });
  ids.bOrder = JSON.parse(bOrder.text).id;
  const pay = await api("POST", "/api/v1/mpay-h5", A.token, { orderId: ids.order });
  expect(pay.status).toBe(200);
  secrets.push(JSON.parse(pay.text).outTradeNo);
  expect((await api("POST", "/api/v1/favorite-add", A.token, { productId: sku.productId })).status).toBe(200);
  expect((await api("POST", "/api/v1/consult-send", A.token, { content: `${marker} question` })).status).toBe(200);

  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(pngImage(4, 4))], { type: "image/png" }), `${marker}.png`);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const up = await send(await route("POST", "/api/v1/upload"), "POST", "/api/v1/upload", {
    token: A.token,
    body: bytes,
    headers: { "content-type": encoded.headers.get("content-type")!, "content-length": String(bytes.length) },
  });
  expect(up.status).toBe(200);
  const row = JSON.parse(up.text)[0];
  ids.upload = row.id;
  secrets.push(row.url, row.file_id);
  secrets.push(marker, A.username, "13900001111", "A-owner");
});

function noLeak(label: string, res: Sent) {
  const leaked = secrets.filter((s) => s && res.text.includes(s));
  expect(leaked, `${label} leaked A's data: ${res.text.slice(0, 200)}`).toEqual([]);
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
}

const payPaths = allEndpoints.filter((e) => e.tag === "Payment" && e.auth === "required");

describe("B using A's ids", () => {
  it("every direct reference to A's object is 403/404 and leaks nothing", async () => {
    const probes: [string, "GET" | "POST", string, () => Record<string, unknown>][] = [
      ["order detail", "GET", "/api/v1/orders-detail", () => ({ id: ids.order })],
      ["cancel order", "POST", "/api/v1/cancel-order", () => ({ id: ids.order })],
      ["confirm receipt", "POST", "/api/v1/confirm-receipt", () => ({ id: ids.order })],
      ["complete order", "POST", "/api/v1/complete-order", () => ({ id: ids.order })],
      ["edit order address", "POST", "/api/v1/edit-order-address", () => ({ id: ids.order, addressId: ids.bAddress })],
      ["address detail", "GET", "/api/v1/get-edit-addresses", () => ({ id: ids.address })],
      [
        "edit address",
        "POST",
        "/api/v1/edit-addresses",
        () => ({ ...addressInput, id: ids.address, detail: "hijacked" }),
      ],
      ["default address", "POST", "/api/v1/addresses-is-default", () => ({ id: ids.address })],
      ["delete address", "POST", "/api/v1/addresses-is-default", () => ({ id: ids.address, delete: true })],
      ["cart edit one", "POST", "/api/v1/cart-edit", () => ({ id: ids.cart, quantity: 9 })],
      ["cart edit many", "POST", "/api/v1/cart-edit", () => ({ ids: [ids.cart], checked: false })],
      ["cart delete", "POST", "/api/v1/cart-delete", () => ({ ids: [ids.cart] })],
      ["order from A's cart", "POST", "/api/v1/create-order", () => ({ cartIds: [ids.cart], addressId: ids.bAddress })],
      ["preview A's cart", "POST", "/api/v1/order-preview", () => ({ cartIds: [ids.cart], addressId: ids.bAddress })],
      [
        "order to A's address",
        "POST",
        "/api/v1/create-order-now",
        () => ({ addressId: ids.address, skuId: ids.sku, quantity: 1 }),
      ],
      [
        "preview A's address",
        "POST",
        "/api/v1/order-preview",
        () => ({ addressId: ids.address, skuId: ids.sku, quantity: 1 }),
      ],
      [
        "B's order to A's address",
        "POST",
        "/api/v1/edit-order-address",
        () => ({ id: ids.bOrder, addressId: ids.address }),
      ],
      [
        "order with A's coupon",
        "POST",
        "/api/v1/create-order-now",
        () => ({ addressId: ids.bAddress, skuId: ids.sku, quantity: 1, couponId: ids.coupon }),
      ],
      ["upload detail", "GET", "/api/v1/upload-detail", () => ({ id: ids.upload })],
      ["upload delete", "POST", "/api/v1/upload-delete", () => ({ id: ids.upload })],
      ...payPaths.map(
        (e) =>
          [`pay ${e.path}`, e.method, e.path, () => ({ orderId: ids.order })] as [
            string,
            "GET" | "POST",
            string,
            () => Record<string, unknown>,
          ],
      ),
    ];
    expect(payPaths.length).toBeGreaterThanOrEqual(9);
    const failures: string[] = [];
    for (const [label, method, path, input] of probes) {
      const res = await api(method, path, B.token, input());
      noLeak(label, res);
      if (res.status !== 403 && res.status !== 404) failures.push(`${label}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    // The preview drops a coupon it cannot use instead of failing; A's coupon must simply not apply.
    const preview = await api("POST", "/api/v1/order-preview", B.token, {
      addressId: ids.bAddress,
      skuId: ids.sku,
      quantity: 1,
      couponId: ids.coupon,
    });
    noLeak("preview with A's coupon", preview);
    expect(JSON.parse(preview.text)).toMatchObject({ couponId: null, discountAmount: 0 });
    console.log(`[idor] ${probes.length} direct-reference probes, all 403/404`);
  });

  it("B's lists and status reads contain nothing of A's", async () => {
    const reads: [string, "GET" | "POST", Record<string, unknown>?][] = [
      ["/api/v1/orders", "GET"],
      ["/api/v1/get-my-order", "GET"],
      ["/api/v1/get-my-ship-order", "GET"],
      ["/api/v1/get-my-is-pay-order", "GET"],
      ["/api/v1/get-my-not-pay-order", "GET"],
      ["/api/v1/get-my-no-pay-order", "GET"],
      ["/api/v1/get-my-pay-order", "GET"],
      ["/api/v1/get-my-order-skus", "GET"],
      ["/api/v1/get-my-coupons", "GET"],
      ["/api/v1/get-usable-coupons", "GET", { amount: 100000 }],
      ["/api/v1/get-addresses", "GET"],
      ["/api/v1/cart-index", "GET"],
      ["/api/v1/favorites", "GET"],
      ["/api/v1/favorite-status", "GET", { productId: 0 }],
      ["/api/v1/consult-messages", "GET"],
      ["/api/v1/uploads", "GET"],
      ["/api/v1/user-info", "GET"],
      ["/api/v1/get-user-info", "GET"],
      ["/api/v1/points", "GET"],
    ];
    for (const [path, method, input] of reads) {
      const res = await api(method, path, B.token, input && { ...input, productId: ids.product });
      noLeak(path, res);
      expect(res.status, path).toBe(200);
    }
    const fav = JSON.parse((await api("GET", "/api/v1/favorite-status", B.token, { productId: ids.product })).text);
    expect(fav.favorited).toBe(false);
    // Removing "A's" favourite by product id only ever touches B's own favourites.
    await api("POST", "/api/v1/favorite-delete", B.token, { productIds: [ids.product] });
    await api("POST", "/api/v1/consult-read", B.token);
  });

  it("A's objects are unchanged after all of B's attempts", async () => {
    const address = await db.address.findUnique({ where: { id: ids.address } });
    expect(address).toMatchObject({ userId: A.userId, detail: `${marker} road` });
    const cart = await db.cartItem.findUnique({ where: { id: ids.cart } });
    expect(cart).toMatchObject({ userId: A.userId, quantity: 2 });
    const order = await db.order.findUniqueOrThrow({ where: { id: ids.order } });
    expect(order.status).toBe(0);
    expect(JSON.stringify(order)).toContain(marker);
    const bOrder = await db.order.findUniqueOrThrow({ where: { id: ids.bOrder } });
    expect(JSON.stringify(bOrder)).not.toContain(marker);
    const coupon = await db.userCoupon.findUniqueOrThrow({ where: { id: ids.coupon } });
    expect(coupon.usedAt).toBeNull();
    expect(await db.favorite.count({ where: { userId: A.userId, productId: ids.product } })).toBe(1);
    expect(await db.upload.count({ where: { id: ids.upload, userId: A.userId } })).toBe(1);
    const detail = await api("GET", "/api/v1/orders-detail", A.token, { id: ids.order });
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(marker);
    expect((await api("GET", "/api/v1/consult-messages", A.token)).text).toContain(marker);
  });
});
