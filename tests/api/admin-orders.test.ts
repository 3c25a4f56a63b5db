// The back office's order desk (issue 21, "Orders"): filters and allow-listed sorts (nothing reaches SQL
// as text), the detail with its audit trail, shipping (two clerks at once: one wins, the other 409; the
// shopper sees the waybill), tracking, cancelling an unpaid order, the internal remark, the CSV export
// (BOM, translated headers, formula cells made inert, streamed past one batch, audited) and batch
// shipping (the whole file checked first, line by line; its good lines shipped together on confirmation).
import { describe, expect, it } from "vitest";
import { GET as listOrders } from "@/app/api/admin/v1/orders/route";
import { GET as orderDetail } from "@/app/api/admin/v1/orders/[id]/route";
import { POST as ship } from "@/app/api/admin/v1/orders/[id]/ship/route";
import { POST as track } from "@/app/api/admin/v1/orders/[id]/tracking/route";
import { POST as cancel } from "@/app/api/admin/v1/orders/[id]/cancel/route";
import { POST as remark } from "@/app/api/admin/v1/orders/[id]/remark/route";
import { GET as exportOrders } from "@/app/api/admin/v1/orders/export/route";
import { POST as shipBatch } from "@/app/api/admin/v1/orders/ship-batch/route";
import { GET as audit } from "@/app/api/admin/v1/audit/route";
import { GET as shopperOrderDetail } from "@/app/api/v1/orders-detail/route";
import { POST as applyAfterSale } from "@/app/api/v1/after-sales-apply/route";
import { formatDateTime } from "@/lib/format/date";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { orderAt, placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, stockOf } from "@/tests/helpers/orders-fixtures";

type Row = { id: number; orderNo: string; status: number; waybillNo: string; courier: string };
type Page = { rows: Row[]; total: number; hasMore: boolean };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const owner = () => signedIn(["owner"]);
const list = (cookie: string, query: string) =>
  adminCall<Page>(listOrders, `/api/admin/v1/orders?${query}`, { cookie });
const idParams = (id: number) => ({ id: String(id) });

describe("GET /api/admin/v1/orders", () => {
  it("filters by status, order number (exact and prefix), phone, username, product and day", async () => {
    const { cookie } = await owner();
    const paid = await orderAt(500);
    const shipped = await orderAt(510);
    const byNo = await list(
      cookie,
      `q=${paid.order.id ? (await db.order.findUniqueOrThrow({ where: { id: paid.order.id } })).orderNo : ""}`,
    );
    expect(byNo.status).toBe(200);
    expect(byNo.body.rows.map((r) => r.id)).toEqual([paid.order.id]);
    const orderNo = byNo.body.rows[0].orderNo;
    expect((await list(cookie, `q=${orderNo.slice(0, 20)}`)).body.rows.map((r) => r.id)).toContain(paid.order.id);
    expect((await list(cookie, `q=${paid.s.user.username}`)).body.rows.map((r) => r.id)).toEqual([paid.order.id]);
    const receiver = await db.order.findUniqueOrThrow({ where: { id: shipped.order.id } });
    expect((await list(cookie, `q=${receiver.receiverPhone}`)).body.rows.map((r) => r.id)).toContain(shipped.order.id);
    expect((await list(cookie, `productId=${paid.sku.productId}`)).body.rows.map((r) => r.id)).toEqual([paid.order.id]);
    const toShip = await list(cookie, "status=500&pageSize=100");
    expect(toShip.body.rows.every((r) => r.status === 500)).toBe(true);
    expect(toShip.body.rows.map((r) => r.id)).toContain(paid.order.id);
    expect(toShip.body.rows.map((r) => r.id)).not.toContain(shipped.order.id);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
    expect((await list(cookie, `from=${today}&to=${today}&q=${orderNo}`)).body.total).toBe(1);
    expect((await list(cookie, `to=2000-01-01&q=${orderNo}`)).body.total).toBe(0);
  });

  it("sorts only by the listed names: anything else is a 422, never SQL", async () => {
    const { cookie } = await owner();
    await orderAt(500, { price: 100 });
    await orderAt(500, { price: 99_900 });
    const desc = await list(cookie, "sort=totalAmount.desc&pageSize=100");
    const totals = desc.body.rows.map((r) => (r as unknown as { totalAmount: number }).totalAmount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const sort of ['id;DROP TABLE "Order"', "totalAmount", "passwordHash.asc", "createdAt.desc,1"]) {
      const res = await adminCall<ErrorBody>(listOrders, `/api/admin/v1/orders?sort=${encodeURIComponent(sort)}`, {
        cookie,
      });
      expect(res.status, sort).toBe(422);
      expect(res.body.fields?.sort).toBeTruthy();
    }
    // Unknown parameters (an ORM's orderBy, where) are not read at all.
    const ignored = await list(cookie, `orderBy=${encodeURIComponent('{"user":{"passwordHash":"asc"}}')}&where=1`);
    expect(ignored.status).toBe(200);
    expect(await db.order.count()).toBeGreaterThan(0);
    expect((await list(cookie, "status=7")).status).toBe(422);
    expect((await list(cookie, "from=2026-13-40")).status).toBe(422);
  });
});

describe("shipping", () => {
  it("two clerks ship one order at once: one wins, the other gets 409; the shopper sees the waybill", async () => {
    const a = await signedIn(["fulfilment"]);
    const b = await signedIn(["fulfilment"]);
    const { s, order } = await orderAt(500);
    const [first, second] = await Promise.all([
      adminCall(ship, `/api/admin/v1/orders/${order.id}/ship`, {
        cookie: a.cookie,
        params: idParams(order.id),
        body: { courier: "SF", waybill: "SF1234567890" },
      }),
      adminCall(ship, `/api/admin/v1/orders/${order.id}/ship`, {
        cookie: b.cookie,
        params: idParams(order.id),
        body: { courier: "ZTO", waybill: "ZT999" },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? a : b;
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe(510);
    const seen = await call<{ status: number; courier: string; waybillNo: string }>(
      shopperOrderDetail,
      `/api/v1/orders-detail?id=${order.id}`,
      { token: s.token },
    );
    expect(seen.body).toMatchObject({ status: 510, courier: stored.courier, waybillNo: stored.waybillNo });
    expect(["顺丰速运", "中通快递"]).toContain(stored.courier);
    const trail = await adminCall<{ rows: { actor: string; action: string }[] }>(
      audit,
      `/api/admin/v1/audit?entity=order&entityId=${order.id}`,
      { cookie: (await owner()).cookie },
    );
    expect(trail.body.rows).toEqual([
      expect.objectContaining({ actor: winner.operator.username, action: "order.ship" }),
    ]);
  });

  it("refuses an unpaid order (409), an unknown courier and a bad waybill (422, translated)", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const unpaid = await placeOrder(s, sku.skuId);
    const path = `/api/admin/v1/orders/${unpaid.id}/ship`;
    const refused = await adminCall<ErrorBody>(ship, path, {
      cookie,
      params: idParams(unpaid.id),
      body: { courier: "SF", waybill: "SF1" },
    });
    expect(refused.status).toBe(409);
    const bad = await adminCall<ErrorBody>(ship, path, {
      cookie,
      params: idParams(unpaid.id),
      body: { courier: "DHL", waybill: "SF 1;<b>" },
      locale: "zh-Hans",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields?.waybill).toBe("运单号只能包含字母、数字和短横线");
    // The couriers are the console's (docs/decisions/038): a code none of them has is refused by the service.
    const unknown = await adminCall<ErrorBody>(ship, path, {
      cookie,
      params: idParams(unpaid.id),
      body: { courier: "DHL", waybill: "DHL1" },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.fields ?? {})).toEqual(["courier"]);
    const missing = await adminCall(ship, "/api/admin/v1/orders/99999999/ship", {
      cookie,
      params: idParams(99_999_999),
      body: { courier: "SF", waybill: "SF1" },
    });
    expect(missing.status).toBe(404);
  });

  it("adds tracking points to shipped orders only", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const paid = await orderAt(500);
    const body = { description: "到达杭州转运中心", location: "杭州", lat: 30.27, lng: 120.15 };
    const early = await adminCall(track, "/x", { cookie, params: idParams(paid.order.id), body });
    expect(early.status).toBe(409);
    const shipped = await orderAt(510);
    const ok = await adminCall(track, "/x", { cookie, params: idParams(shipped.order.id), body });
    expect(ok.status).toBe(200);
    expect(await db.trajectoryPoint.count({ where: { orderId: shipped.order.id } })).toBe(1);
    const half = await adminCall(track, "/x", {
      cookie,
      params: idParams(shipped.order.id),
      body: { description: "x", lat: 1 },
    });
    expect(half.status).toBe(422);
  });
});

describe("the order's history", () => {
  it("holds the shopper's own steps among the operators' rows, newest first", async () => {
    const { cookie } = await owner();
    const { order, s } = await orderAt(520);
    const asked = await call<{ id: number }>(applyAfterSale, "/api/v1/after-sales-apply", {
      token: s.token,
      body: { orderId: order.id, type: "return", reason: "quality" },
    });
    expect(asked.status).toBe(200);
    type Audit = { actor: string; action: string; entity: string; entityId: string; at: string; after: unknown };
    const { body } = await adminCall<{ audit: Audit[] }>(orderDetail, `/api/admin/v1/orders/${order.id}`, {
      cookie,
      params: idParams(order.id),
    });
    const steps = body.audit.map((r) => `${r.actor.split(":")[0]} ${r.action}`);
    expect(steps).toEqual([
      "shopper aftersale.asked_return",
      "shopper order.received",
      "test order.ship",
      "shopper order.paid",
      "shopper order.placed",
    ]);
    const times = body.audit.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(body.audit.at(-1)).toMatchObject({
      actor: `shopper:${s.user.id}`,
      entity: "order",
      entityId: String(order.id),
      after: { totalAmount: stored.totalAmount },
    });
    expect(body.audit[0]).toMatchObject({
      entity: "aftersale",
      entityId: String(asked.body.id),
      after: { reason: "quality" },
    });
    // Read from the order, never written to the trail: the trail stays the operators' and the system's.
    expect(await db.auditLog.count({ where: { entityId: String(order.id), action: { startsWith: "order.p" } } })).toBe(
      0,
    );
  });
});

describe("cancelling and remarks", () => {
  it("cancels an unpaid order with a reason (stock back once) and refuses a paid one", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const unpaid = await placeOrder(s, sku.skuId, 2);
    expect(await stockOf(sku.skuId)).toBe(3);
    const noReason = await adminCall<ErrorBody>(cancel, "/x", { cookie, params: idParams(unpaid.id), body: {} });
    expect(noReason.status).toBe(422);
    const done = await adminCall(cancel, "/x", {
      cookie,
      params: idParams(unpaid.id),
      body: { reason: "买家电话要求取消" },
    });
    expect(done.status).toBe(200);
    expect(await stockOf(sku.skuId)).toBe(5);
    const again = await adminCall(cancel, "/x", { cookie, params: idParams(unpaid.id), body: { reason: "again" } });
    expect(again.status).toBe(409);
    expect(await stockOf(sku.skuId)).toBe(5);
    const paid = await orderAt(500);
    expect(
      (await adminCall(cancel, "/x", { cookie, params: idParams(paid.order.id), body: { reason: "x" } })).status,
    ).toBe(409);
  });

  it("keeps the internal remark for operators only", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const { s, order } = await orderAt(500);
    const set = await adminCall(remark, "/x", {
      cookie,
      params: idParams(order.id),
      body: { remark: "易碎品，加厚包装" },
    });
    expect(set.status).toBe(200);
    const detail = await adminCall<{
      staffRemark: string;
      audit: { action: string; actor: string }[];
      payments: { status: string }[];
    }>(orderDetail, `/api/admin/v1/orders/${order.id}`, { cookie, params: idParams(order.id) });
    expect(detail.body.staffRemark).toBe("易碎品，加厚包装");
    expect(detail.body.payments.map((p) => p.status)).toEqual(["paid"]);
    // The operators' rows (the shopper's own steps are there too: placed, paid).
    expect(detail.body.audit.filter((r) => !r.actor.startsWith("shopper:")).map((r) => r.action)).toEqual([
      "order.remark",
    ]);
    const shopperView = await call(shopperOrderDetail, `/api/v1/orders-detail?id=${order.id}`, { token: s.token });
    expect(JSON.stringify(shopperView.body)).not.toContain("易碎品");
  });
});

describe("CSV", () => {
  it("exports with a BOM, translated headers, inert formula cells, past one batch, and audits the export", async () => {
    const { cookie, operator } = await signedIn(["finance"]);
    const { order } = await orderAt(500);
    await db.order.update({
      where: { id: order.id },
      data: { receiverName: '=HYPERLINK("http://evil.example","x")', staffRemark: "+1 @SUM(A1) -2" },
    });
    const base = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    // 1,200 more orders of the same day, straight in the table: the export reads them in batches of 500.
    const stamp = Date.now().toString().slice(-9);
    await db.order.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({
        orderNo: `9${stamp}${String(i).padStart(15, "0")}`,
        userId: base.userId,
        status: 530,
        itemsAmount: 100,
        freightAmount: 0,
        totalAmount: 100,
        receiverName: `r${i}`,
        expiresAt: new Date(),
      })),
    });
    const res = await exportOrders(
      new Request("http://localhost/api/admin/v1/orders/export", {
        headers: { cookie: `mall_admin=${cookie}`, "x-locale": "en" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Order number,Status,Placed at,/);
    expect(lines.length).toBeGreaterThanOrEqual(1 + 1201);
    const line = lines.find((l) => l.startsWith(base.orderNo))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain("'+1 @SUM(A1) -2");
    expect(line).toContain(",To ship,");
    const trail = await db.auditLog.findFirst({ where: { action: "order.export", actor: operator.username } });
    expect(trail).not.toBeNull();
    // Fulfilment exports the orders it packs (issue 35 §7); a role with neither permission may not.
    const refused = await adminCall(exportOrders, "/api/admin/v1/orders/export", {
      cookie: (await signedIn(["marketing"])).cookie,
    });
    expect(refused.status).toBe(403);
  });

  it("exports in the console's language from its cookie alone: a download link sends no x-locale", async () => {
    const { cookie } = await signedIn(["finance"]);
    const { order } = await orderAt(500);
    const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    const download = (extra: string) =>
      exportOrders(
        new Request(`http://localhost/api/admin/v1/orders/export?q=${placed.orderNo}`, {
          // What a browser sends for a link: the cookies and its own languages, no x-locale.
          headers: { cookie: `mall_admin=${cookie}${extra}`, "accept-language": "en-US,en;q=0.9" },
        }),
      );
    // text() drops the BOM.
    const text = async (res: Response) => (await res.text()).trimEnd().split("\r\n");
    const [head, line] = await text(await download("; NEXT_LOCALE=ja; mall_admin_locale=zh-Hans"));
    expect(head).toMatch(/^订单号,状态,下单时间,支付时间,/);
    // The status in words and the times on the shop's clock, as the console writes them.
    expect(line).toContain(`,待发货,${formatDateTime(placed.createdAt, "zh-Hans")},`);
    expect(line).toContain(formatDateTime(placed.paidAt!, "zh-Hans"));
    // Without the console's cookie: the shop's, then the browser's languages, as before.
    expect((await text(await download("; NEXT_LOCALE=ja")))[0]).not.toMatch(/^订单号|^Order number/);
    expect((await text(await download("")))[0]).toMatch(/^Order number,Status,/);
  });

  it("checks a whole batch file first (what every line will do, nothing written), then ships its good lines on confirmation", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const good = await Promise.all([orderAt(500), orderAt(500), orderAt(500)]);
    const shipped = await orderAt(510);
    const unpaid = await (async () => {
      const s = await shopper();
      const sku = await createSku({ stock: 5, price: 1000 });
      return placeOrder(s, sku.skuId, 1);
    })();
    const numbers = await Promise.all(
      [...good.map((g) => g.order.id), shipped.order.id, unpaid.id].map(
        async (id) => (await db.order.findUniqueOrThrow({ where: { id } })).orderNo,
      ),
    );
    const csv = [
      "\uFEFForder number,courier,waybill",
      `${numbers[0]},SF,SF1000000001`,
      `${numbers[1]},中通快递,ZT2000000002`,
      `1234,SF,SF3`,
      `${numbers[2]},DHL,X1`,
      `${numbers[3]},SF,SF4000000004`,
      `${numbers[0]},YTO,"YT 5;"`,
      `${numbers[4]},SF,SF6`,
      `${numbers[2]},SF,${"9".repeat(51)}`,
      "",
    ].join("\r\n");
    type Report = {
      applied: boolean;
      lines: {
        line: number;
        orderNo: string;
        outcome: string;
        courier: string;
        status: number | null;
        firstLine: number | null;
      }[];
      couriers: { code: string; name: string }[];
    };
    const send = (confirm?: boolean) =>
      adminCall<Report>(shipBatch, "/api/admin/v1/orders/ship-batch", {
        cookie,
        body: confirm === undefined ? { csv } : { csv, confirm },
        locale: "en",
      });
    const statuses = async () =>
      (await Promise.all(good.map((g) => db.order.findUniqueOrThrow({ where: { id: g.order.id } })))).map((o) => [
        o.status,
        o.waybillNo,
      ]);
    const preview = await send();
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    expect(preview.body.lines.map((l) => [l.line, l.outcome])).toEqual([
      [2, "ship"],
      [3, "ship"],
      [4, "unknownOrder"],
      [5, "unknownCourier"],
      [6, "alreadyShipped"],
      [7, "repeated"],
      [8, "notPaid"],
      [9, "repeated"],
    ]);
    expect(preview.body.lines[1].courier).toBe("ZTO");
    expect(preview.body.lines[3]).toMatchObject({ courier: "DHL", status: 500 });
    expect(preview.body.lines[4].status).toBe(510);
    expect(preview.body.lines[5].firstLine).toBe(2);
    expect(preview.body.lines[6].status).toBe(0);
    // The accepted couriers come with the answer, named in the operator's language.
    expect(preview.body.couriers).toContainEqual({ code: "SF", name: "SF Express" });
    // A preview writes nothing.
    expect(await statuses()).toEqual([
      [500, ""],
      [500, ""],
      [500, ""],
    ]);
    const auditWhere = { action: "order.ship", entityId: { in: good.map((g) => String(g.order.id)) } };
    expect(await db.auditLog.count({ where: auditWhere })).toBe(0);

    const applied = await send(true);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(applied.body.lines.filter((l) => l.outcome === "ship").map((l) => l.line)).toEqual([2, 3]);
    expect(await statuses()).toEqual([
      [510, "SF1000000001"],
      [510, "ZT2000000002"],
      [500, ""],
    ]);
    expect(await db.order.findUniqueOrThrow({ where: { id: good[1].order.id } })).toMatchObject({ courierCode: "ZTO" });
    expect(await db.auditLog.count({ where: auditWhere })).toBe(2);
    // The same file again: nothing left to ship, nothing written twice.
    const again = await send(true);
    expect(again.body.applied).toBe(false);
    expect(again.body.lines.slice(0, 2).map((l) => l.outcome)).toEqual(["alreadyShipped", "alreadyShipped"]);
    expect(await db.auditLog.count({ where: auditWhere })).toBe(2);
    const tooMany = await adminCall<ErrorBody>(shipBatch, "/x", {
      cookie,
      body: { csv: Array.from({ length: 2001 }, (_, i) => `${String(i).padStart(25, "0")},SF,A${i}`).join("\n") },
    });
    expect(tooMany.status).toBe(422);
  });

  it("two clerks confirming the same batch at once ship each order once", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const orders = await Promise.all([orderAt(500), orderAt(500), orderAt(500)]);
    const numbers = await Promise.all(
      orders.map(async (o) => (await db.order.findUniqueOrThrow({ where: { id: o.order.id } })).orderNo),
    );
    const csv = numbers.map((no, i) => `${no},SF,SF70000000${i}`).join("\n");
    const confirm = () => adminCall<{ applied: boolean }>(shipBatch, "/x", { cookie, body: { csv, confirm: true } });
    const answers = await Promise.all([confirm(), confirm()]);
    // One applies the batch; the other finds nothing left to ship, or (racing on PostgreSQL) is refused
    // whole with 409 — never a half-shipped file.
    expect(answers.filter((a) => a.status === 200 && a.body.applied)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const ids = orders.map((o) => String(o.order.id));
    expect(await db.auditLog.count({ where: { action: "order.ship", entityId: { in: ids } } })).toBe(3);
    expect(
      (await Promise.all(orders.map((o) => db.order.findUniqueOrThrow({ where: { id: o.order.id } })))).map(
        (o) => o.status,
      ),
    ).toEqual([510, 510, 510]);
  });
});
