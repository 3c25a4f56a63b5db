// Invoices (发票, issue 37 §2; docs/decisions/047-invoices.md) through the routes, on both engines: the
// shopper asks with the order (personal or company, the tax number checked, refused fields translated,
// nothing placed for a refused request), the title is kept for the next checkout, the console lists the
// waiting ones (invoice:issue only), issues with a number or attaches a checked PDF (audited), and only
// the order's shopper downloads it.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { GET as invoiceTitles } from "@/app/api/v1/invoice-titles/route";
import { GET as orderInvoice } from "@/app/api/v1/order-invoice/route";
import { GET as adminInvoices } from "@/app/api/admin/v1/invoices/route";
import { POST as issueInvoice } from "@/app/api/admin/v1/invoices/[id]/route";
import { POST as attachPdf } from "@/app/api/admin/v1/invoices/[id]/pdf/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { notify, shopper, startPayment, type Shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { ADMIN_COOKIE } from "@/lib/api/admin-endpoint";
import { INVOICE_DIR } from "@/lib/env";

beforeAll(useTestFreightRule);

const USCC = "91350100M000100Y43";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

type Fields = { code: string; message: string; fields?: Record<string, string> };

async function order(s: Shopper, skuId: number, invoice?: unknown, locale = "en") {
  return call<{ id: number } & Fields>(createOrderNow, "/api/v1/create-order-now", {
    token: s.token,
    locale,
    body: { addressId: s.addressId, skuId, quantity: 1, ...(invoice === undefined ? {} : { invoice }) },
  });
}

async function paid(s: Shopper, skuId: number, invoice: unknown) {
  const placed = await order(s, skuId, invoice);
  expect(placed.status).toBe(200);
  expect((await notify(await startPayment(s, placed.body.id))).status).toBe(200);
  return placed.body.id;
}

const detail = (s: Shopper, id: number) =>
  call<{
    invoice: {
      kind: string;
      title: string;
      taxNumber: string | null;
      status: string;
      number: string | null;
      hasFile: boolean;
    } | null;
  }>(orderDetail, `/api/v1/orders-detail?id=${id}`, { token: s.token });

async function attach(cookie: string, orderId: number, bytes: Buffer, type = "application/pdf") {
  const res = await attachPdf(
    new Request(`${ORIGIN}/api/admin/v1/invoices/${orderId}/pdf`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: `${ADMIN_COOKIE}=${cookie}`, "content-type": type, "x-locale": "en" },
      body: new Uint8Array(bytes),
    }),
    { params: Promise.resolve({ id: String(orderId) }) },
  );
  return { status: res.status, body: JSON.parse(await res.text()) as Fields & { status: string; hasFile: boolean } };
}

describe("asking for an invoice at checkout", () => {
  it("a company invoice travels with the order (the tax number as the bureau writes it) and its title is kept", async () => {
    const sku = await createSku({ price: 1000, stock: 10 });
    const s = await shopper();
    const placed = await order(s, sku.skuId, {
      kind: "company",
      title: "星耀科技有限公司",
      taxNumber: "9135 0100 m000 100y43",
    });
    expect(placed.status).toBe(200);
    expect((await detail(s, placed.body.id)).body.invoice).toEqual({
      kind: "company",
      title: "星耀科技有限公司",
      taxNumber: USCC,
      status: "requested",
      number: null,
      issuedAt: null,
      hasFile: false,
    });
    // Twice the same title: one saved row, offered first.
    await order(s, sku.skuId, { kind: "company", title: "星耀科技有限公司", taxNumber: USCC });
    await order(s, sku.skuId, { kind: "personal", title: "王小明" });
    const titles = await call<{ rows: { kind: string; title: string; taxNumber: string | null }[] }>(
      invoiceTitles,
      "/api/v1/invoice-titles",
      { token: s.token },
    );
    expect(titles.body.rows).toEqual([
      expect.objectContaining({ kind: "personal", title: "王小明", taxNumber: null }),
      expect.objectContaining({ kind: "company", title: "星耀科技有限公司", taxNumber: USCC }),
    ]);
    // Without one: no invoice.
    const none = await order(s, sku.skuId);
    expect((await detail(s, none.body.id)).body.invoice).toBeNull();
  });

  it("refuses a wrong tax number, a missing company title and an unknown kind, translated, placing nothing", async () => {
    const sku = await createSku({ price: 1000, stock: 10 });
    const s = await shopper();
    const before = await db.order.count({ where: { userId: s.user.id } });
    const wrong = await order(
      s,
      sku.skuId,
      { kind: "company", title: "星耀科技有限公司", taxNumber: "91350100M000100Y44" },
      "zh-Hans",
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.["invoice.taxNumber"]).toMatch(/税号格式不正确/);
    const untitled = await order(s, sku.skuId, { kind: "company", taxNumber: USCC });
    expect(untitled.status).toBe(422);
    expect(Object.keys(untitled.body.fields ?? {})).toContain("invoice.title");
    expect((await order(s, sku.skuId, { kind: "vat-special", title: "x" })).status).toBe(422);
    expect(await db.order.count({ where: { userId: s.user.id } })).toBe(before);
    expect(await db.invoiceTitle.count({ where: { userId: s.user.id } })).toBe(0);
  });
});

describe("issuing it in the console, and the shopper's download", () => {
  it("lists the waiting ones to invoice:issue only; a number or a checked PDF issues it, audited; only its shopper downloads", async () => {
    const sku = await createSku({ price: 1000, stock: 10 });
    const [s, other] = [await shopper(), await shopper()];
    const orderId = await paid(s, sku.skuId, { kind: "company", title: "星耀科技有限公司", taxNumber: USCC });
    const unpaid = (await order(s, sku.skuId, { kind: "personal" })).body.id;
    const finance = await signedIn(["finance"]);
    const viewer = await signedIn(["viewer"]);

    expect((await adminCall(adminInvoices, "/api/admin/v1/invoices", { cookie: viewer.cookie })).status).toBe(403);
    const waiting = await adminCall<{ rows: { orderId: number }[] }>(
      adminInvoices,
      "/api/admin/v1/invoices?pageSize=100",
      {
        cookie: finance.cookie,
      },
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.rows.map((r) => r.orderId)).toEqual(expect.arrayContaining([orderId, unpaid]));

    // Not for an unpaid order; not a forged file; not someone else's.
    expect((await attach(finance.cookie, unpaid, PDF)).status).toBe(409);
    const html = await attach(finance.cookie, orderId, Buffer.from("<html>%PDF-</html>\n%%EOF"));
    expect(html.status).toBe(422);
    expect(html.body.fields?.file).toBe("Please upload a PDF file");
    expect((await attach(finance.cookie, orderId, PDF, "text/html")).status).toBe(415);
    expect((await attach(viewer.cookie, orderId, PDF)).status).toBe(403);
    expect(
      fs.readdirSync(INVOICE_DIR, { withFileTypes: true }).filter((f) => f.name.startsWith(`${orderId}-`)),
    ).toEqual([]);

    const attached = await attach(finance.cookie, orderId, PDF);
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ status: "issued", hasFile: true });
    const numbered = await adminCall<{ number: string }>(issueInvoice, `/api/admin/v1/invoices/${orderId}`, {
      cookie: finance.cookie,
      params: { id: String(orderId) },
      body: { number: "No.00012345" },
    });
    expect(numbered.status).toBe(200);
    expect(numbered.body.number).toBe("No.00012345");
    expect(
      await db.auditLog.count({
        where: { entity: "order", entityId: String(orderId), action: { in: ["invoice.attach", "invoice.issue"] } },
      }),
    ).toBe(2);
    expect((await detail(s, orderId)).body.invoice).toMatchObject({
      status: "issued",
      number: "No.00012345",
      hasFile: true,
    });

    const download = await orderInvoice(
      new Request(`${ORIGIN}/api/v1/order-invoice?id=${orderId}`, { headers: { authorization: `Bearer ${s.token}` } }),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("invoice-No.00012345.pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    const stranger = await call(orderInvoice, `/api/v1/order-invoice?id=${orderId}`, { token: other.token });
    expect(stranger.status).toBe(404);
    // The file lives beside the database, under a name nobody can guess, not under the public uploads.
    const stored = await db.orderInvoice.findUniqueOrThrow({ where: { orderId } });
    expect(stored.fileName).toMatch(new RegExp(`^${orderId}-[0-9a-f]{32}\\.pdf$`));
    expect(fs.existsSync(path.join(INVOICE_DIR, stored.fileName!))).toBe(true);
  });
});
