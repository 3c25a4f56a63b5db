// The daily settlement and the reconciliation against the providers (issue 34 §5, decision 041):
// payments, refunds and net per shop day and channel (the day is the shop's, +8, not UTC); the
// sandbox's statements in WeChat Pay's trade-bill and Alipay's account-bill formats; each kind of
// difference injected into a statement and named with its order and payment; a day with none marked
// reconciled; a statement of another format, channel, merchant or day refused with nothing stored;
// the finance role's, nobody else's.
import { describe, expect, it } from "vitest";
import { GET as settlement } from "@/app/api/admin/v1/settlement/route";
import { GET as settlementExport } from "@/app/api/admin/v1/settlement/export/route";
import { GET as statement } from "@/app/api/admin/v1/settlement/statement/route";
import { GET as getReconciliation, POST as reconcile } from "@/app/api/admin/v1/reconciliations/route";
import { POST as download } from "@/app/api/admin/v1/reconciliations/download/route";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/domain/money";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { orderAt } from "@/tests/helpers/after-sales-fixtures";
import { encodeGbk, zip } from "@/scripts/provider-double/archive";

type Row = {
  day: string;
  channel: string;
  payments: number;
  paidAmount: number;
  refunds: number;
  refundedAmount: number;
  netAmount: number;
  reconciliation: { status: string; differences: number } | null;
};
type Difference = {
  kind: string;
  of: string;
  outTradeNo: string;
  refundNo: string | null;
  orderId: number | null;
  orderNo: string | null;
  paymentId: number | null;
  providerAmount: number | null;
  shopAmount: number | null;
};
type Result = { status: string; differences: Difference[]; lineCount: number; providerPaid: number };

const finance = () => signedIn(["finance"]);

function groupByKind(differences: Difference[]): Record<string, Difference[]> {
  const out: Record<string, Difference[]> = {};
  for (const d of differences) (out[d.kind] ??= []).push(d);
  return out;
}

/** A paid order of this channel whose payment was taken at `paidAt` (a past day of its own per test). */
async function paid(method: string, paidAt: string) {
  const { order } = await orderAt(500);
  const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
  const updated = await db.payment.update({
    where: { id: payment.id },
    data: { method, paidAt: new Date(paidAt) },
    include: { order: { select: { orderNo: true } } },
  });
  await db.order.update({ where: { id: order.id }, data: { paidAt: new Date(paidAt) } });
  return updated;
}

let refundCounter = 0;
/** A refund of `amount` the provider confirmed at `at`, through an after-sales request of the payment's order. */
async function refunded(payment: { id: number; orderId: number }, amount: number, at: string) {
  refundCounter += 1;
  return db.afterSale.create({
    data: {
      orderId: payment.orderId,
      type: "refund",
      status: "refunded",
      reason: "not_wanted",
      amount,
      paymentId: payment.id,
      refundNo: `RFTEST${Date.now()}${refundCounter}`,
      refundedAt: new Date(at),
    },
  });
}

async function statementOf(cookie: string, channel: string, day: string) {
  const res = await adminCall<string>(statement, `/x?channel=${channel}&day=${day}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
}

const importFile = (cookie: string, channel: string, day: string, file: Buffer | string, locale = "en") =>
  adminCall<Result & { message?: string }>(reconcile, "/x", {
    cookie,
    locale,
    body: { channel, day, file: Buffer.from(file).toString("base64") },
  });

const rowsOf = async (cookie: string, from: string, to: string) =>
  (
    await adminCall<{ rows: Row[]; totals: Row; statements: Record<string, string> }>(
      settlement,
      `/x?from=${from}&to=${to}`,
      { cookie },
    )
  ).body;

describe("daily settlement", () => {
  it("adds payments, refunds and net per shop day and channel; the day turns at midnight shop time, not UTC", async () => {
    const { cookie } = await finance();
    // 23:59:59 and 00:00:00 on the shop's clock (+8): two days, although both are 2025-03-10 in UTC.
    const late = await paid("wechat-jsapi", "2025-03-10T15:59:59Z");
    const early = await paid("wechat-h5", "2025-03-10T16:00:00Z");
    const wallet = await paid("alipay-wap", "2025-03-10T02:00:00Z");
    const bank = await paid("bank-h5", "2025-03-10T03:00:00Z");
    await refunded(late, 300, "2025-03-10T16:30:00Z"); // confirmed on the 11th
    await refunded(wallet, 150, "2025-03-10T05:00:00Z");

    const { rows, totals, statements } = await rowsOf(cookie, "2025-03-10", "2025-03-11");
    // Without real keys both channels' statements are the sandbox's.
    expect(statements).toEqual({ wechat: "sandbox", alipay: "sandbox" });
    const row = (day: string, channel: string) => rows.find((r) => r.day === day && r.channel === channel);
    expect(row("2025-03-10", "wechat")).toMatchObject({
      payments: 1,
      paidAmount: late.amount,
      refunds: 0,
      refundedAmount: 0,
      netAmount: late.amount,
      reconciliation: { status: "none", differences: 0 },
    });
    expect(row("2025-03-11", "wechat")).toMatchObject({
      payments: 1,
      paidAmount: early.amount,
      refunds: 1,
      refundedAmount: 300,
      netAmount: early.amount - 300,
    });
    expect(row("2025-03-10", "alipay")).toMatchObject({
      paidAmount: wallet.amount,
      refundedAmount: 150,
      netAmount: wallet.amount - 150,
    });
    // The bank channel writes no statement we read: its figures, no reconciliation.
    expect(row("2025-03-10", "bank")).toMatchObject({ paidAmount: bank.amount, reconciliation: null });
    // Newest day first.
    expect(rows[0].day).toBe("2025-03-11");
    const all = late.amount + early.amount + wallet.amount + bank.amount;
    expect(totals).toMatchObject({ payments: 4, paidAmount: all, refundedAmount: 450, netAmount: all - 450 });

    // The same figures as CSV, in the operator's language, audited.
    const csv = await settlementExport(
      new Request(`${ORIGIN}/api/admin/v1/settlement/export?from=2025-03-10&to=2025-03-11`, {
        headers: { cookie: `mall_admin=${cookie}`, "x-locale": "zh-Hans" },
      }),
    );
    expect(csv.status).toBe(200);
    const text = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()));
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("日期,渠道,收款笔数,收款,退款笔数,退款,净额,对账");
    expect(lines).toContain(
      `2025-03-11,微信支付,1,${formatCents(early.amount)},1,${formatCents(300)},${formatCents(early.amount - 300)},未对账`,
    );
    expect(await db.auditLog.count({ where: { action: "settlement.export" } })).toBeGreaterThan(0);
  });

  it("refuses a stretch longer than a quarter or backwards", async () => {
    const { cookie } = await finance();
    expect((await adminCall(settlement, "/x?from=2025-01-01&to=2025-06-30", { cookie })).status).toBe(422);
    expect((await adminCall(settlement, "/x?from=2025-02-02&to=2025-02-01", { cookie })).status).toBe(422);
  });
});

describe("reconciliation with a WeChat Pay trade bill", () => {
  it("names every kind of difference with its order and payment", async () => {
    const { cookie } = await finance();
    const day = "2025-04-10";
    const agreed = await paid("wechat-jsapi", "2025-04-10T02:00:00Z");
    const differs = await paid("wechat-jsapi", "2025-04-10T03:00:00Z");
    const shopOnly = await paid("wechat-native", "2025-04-10T04:00:00Z");
    const refundAgreed = await refunded(agreed, 100, "2025-04-10T05:00:00Z");
    const refundShopOnly = await refunded(differs, 200, "2025-04-10T06:00:00Z");

    const bill = await statementOf(cookie, "wechat", day);
    const lines = bill.trimEnd().split("\r\n");
    expect(lines[0].startsWith("交易时间,公众账号ID,商户号")).toBe(true);
    expect(lines.at(-2)!.startsWith("总交易单数")).toBe(true);
    expect(lines.slice(1, -2).every((l) => l.startsWith("`"))).toBe(true);
    expect(lines.filter((l) => l.includes(`\`${agreed.outTradeNo}`))).toHaveLength(2); // the payment and its refund

    // Inject: the provider took another amount, lacks one payment and one refund, and lists a payment
    // and a refund the shop has no record of.
    const yuan = (cents: number) => formatCents(cents);
    const template = lines.find((l) => l.includes(agreed.outTradeNo) && l.includes("`SUCCESS"))!;
    const refundTemplate = lines.find((l) => l.includes(refundAgreed.refundNo!))!;
    const edited = [
      lines[0],
      template,
      lines
        .find((l) => l.includes(differs.outTradeNo) && l.includes("`SUCCESS"))!
        .replaceAll(`\`${yuan(differs.amount)}`, `\`${yuan(differs.amount + 1)}`),
      template.replace(agreed.outTradeNo, "20250410UNKNOWN0001").replaceAll(`\`${yuan(agreed.amount)}`, "`12.34"),
      refundTemplate,
      refundTemplate.replaceAll(refundAgreed.refundNo!, "RFNOTOURS0001"),
      ...lines.slice(-2),
    ].join("\r\n");
    expect(edited).not.toContain(shopOnly.outTradeNo);
    expect(edited).not.toContain(refundShopOnly.refundNo);

    const res = await importFile(cookie, "wechat", day, edited);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("differences");
    const byKind = groupByKind(res.body.differences);
    expect(byKind.amount_differs).toEqual([
      expect.objectContaining({
        of: "payment",
        outTradeNo: differs.outTradeNo,
        orderId: differs.orderId,
        orderNo: differs.order.orderNo,
        paymentId: differs.id,
        providerAmount: differs.amount + 1,
        shopAmount: differs.amount,
      }),
    ]);
    expect(byKind.paid_at_provider_only).toEqual([
      expect.objectContaining({ outTradeNo: "20250410UNKNOWN0001", orderId: null, providerAmount: 1234 }),
    ]);
    expect(byKind.paid_in_shop_only).toEqual([
      expect.objectContaining({
        outTradeNo: shopOnly.outTradeNo,
        orderId: shopOnly.orderId,
        paymentId: shopOnly.id,
        shopAmount: shopOnly.amount,
        providerAmount: null,
      }),
    ]);
    expect(byKind.refund_missing_in_shop).toEqual([
      expect.objectContaining({
        of: "refund",
        refundNo: "RFNOTOURS0001",
        outTradeNo: agreed.outTradeNo,
        orderId: agreed.orderId,
        paymentId: agreed.id,
        providerAmount: 100,
        shopAmount: null,
      }),
    ]);
    expect(byKind.refund_missing_at_provider).toEqual([
      expect.objectContaining({
        refundNo: refundShopOnly.refundNo,
        orderId: differs.orderId,
        paymentId: differs.id,
        shopAmount: 200,
      }),
    ]);
    expect(res.body.differences).toHaveLength(5);

    // Stored, shown beside the day's figures, and audited.
    const again = await adminCall<{ reconciliation: Result }>(getReconciliation, `/x?channel=wechat&day=${day}`, {
      cookie,
    });
    expect(again.body.reconciliation.differences).toHaveLength(5);
    const { rows } = await rowsOf(cookie, day, day);
    expect(rows.find((r) => r.channel === "wechat")?.reconciliation).toEqual({ status: "differences", differences: 5 });
    expect(await db.auditLog.count({ where: { action: "settlement.reconcile", entityId: `wechat:${day}` } })).toBe(1);

    // The provider's statement as it really is: nothing left, the day is reconciled (the import replaces the last).
    const clean = await importFile(cookie, "wechat", day, bill);
    expect(clean.body).toMatchObject({ status: "reconciled", differences: [] });
    expect((await rowsOf(cookie, day, day)).rows.find((r) => r.channel === "wechat")?.reconciliation).toEqual({
      status: "reconciled",
      differences: 0,
    });
    expect(await db.reconciliation.count({ where: { channel: "wechat", day } })).toBe(1);
  });

  it("marks a day with no difference reconciled, an empty day too", async () => {
    const { cookie } = await finance();
    const day = "2025-04-12";
    const p = await paid("wechat-mini", "2025-04-12T10:00:00Z");
    await refunded(p, p.amount, "2025-04-12T11:00:00Z");
    const res = await importFile(cookie, "wechat", day, await statementOf(cookie, "wechat", day));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "reconciled", differences: [], lineCount: 2, providerPaid: p.amount });

    const empty = await importFile(cookie, "wechat", "2025-04-13", await statementOf(cookie, "wechat", "2025-04-13"));
    expect(empty.body).toMatchObject({ status: "reconciled", lineCount: 0 });
  });
});

describe("two imports of one day at once", () => {
  it("both answer, one reconciliation is kept, each audited", async () => {
    const { cookie } = await finance();
    const day = "2025-04-20";
    await paid("wechat-jsapi", "2025-04-20T02:00:00Z");
    const bill = await statementOf(cookie, "wechat", day);
    const results = await Promise.all([1, 2, 3, 4].map(() => importFile(cookie, "wechat", day, bill)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.every((r) => r.body.status === "reconciled")).toBe(true);
    expect(await db.reconciliation.count({ where: { channel: "wechat", day } })).toBe(1);
    expect(await db.auditLog.count({ where: { action: "settlement.reconcile", entityId: `wechat:${day}` } })).toBe(4);
  });
});

describe("reconciliation with an Alipay account bill", () => {
  it("reads the ZIP of GBK the provider serves and the CSV; refunds matched by payment and amount", async () => {
    const { cookie } = await finance();
    const day = "2025-05-10";
    const a = await paid("alipay-wap", "2025-05-10T01:00:00Z");
    const b = await paid("alipay-app", "2025-05-10T02:00:00Z");
    await refunded(a, 500, "2025-05-10T03:00:00Z");
    const csv = await statementOf(cookie, "alipay", day);
    expect(csv.startsWith("#支付宝账务明细查询\r\n#账号：[")).toBe(true);

    // As served: a ZIP holding the GBK file.
    const served = zip([{ name: `20880000000000000156_20250510_账务明细.csv`, data: encodeGbk(csv) }]);
    const clean = await importFile(cookie, "alipay", day, served);
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ status: "reconciled", differences: [], lineCount: 3 });

    // Inject: the refund of another amount, payment b missing.
    const edited = csv
      .split("\r\n")
      .filter((l) => !l.includes(b.outTradeNo))
      .map((l) => (l.includes("交易退款") ? l.replace(`,${formatCents(-500)},`, `,${formatCents(-510)},`) : l))
      .join("\r\n");
    const res = await importFile(cookie, "alipay", day, edited);
    expect(res.body.status).toBe("differences");
    expect(res.body.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "paid_in_shop_only", outTradeNo: b.outTradeNo, orderId: b.orderId }),
        expect.objectContaining({
          kind: "amount_differs",
          of: "refund",
          outTradeNo: a.outTradeNo,
          orderId: a.orderId,
          providerAmount: 510,
          shopAmount: 500,
        }),
      ]),
    );
    expect(res.body.differences).toHaveLength(2);
  });
});

describe("a statement refused, nothing stored", () => {
  it("wrong format, other channel, other merchant, other day: one line naming why", async () => {
    const { cookie } = await finance();
    const day = "2025-06-10";
    await paid("wechat-jsapi", "2025-06-10T02:00:00Z");
    await paid("alipay-wap", "2025-06-10T02:00:00Z");
    const wechat = await statementOf(cookie, "wechat", day);
    const alipay = await statementOf(cookie, "alipay", day);
    const auditBefore = await db.auditLog.count({ where: { action: "settlement.reconcile" } });

    const cases: [string, string, string | Buffer, RegExp][] = [
      ["wechat", day, "order,amount\r\n1,2\r\n", /not a WeChat Pay trade bill or an Alipay account bill/],
      ["wechat", day, Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0]), /not a WeChat Pay trade bill/],
      ["wechat", day, alipay, /Alipay account bill.*WeChat Pay/],
      ["wechat", day, wechat.replaceAll("`1900000000", "`1900000001"), /merchant 1900000001/],
      [
        "alipay",
        day,
        alipay.replace("#账号：[20880000000000000156]", "#账号：[20889999999999990156]"),
        /merchant 2088999/,
      ],
      ["wechat", "2025-06-11", wechat, /2025-06-10.*2025-06-11/],
      ["wechat", day, wechat.replace(/`\d+\.\d\d(?=,`0\.00,`\r\n)/, "`twelve"), /line 2/],
    ];
    for (const [channel, d, file, why] of cases) {
      const res = await importFile(cookie, channel, d, file);
      expect(res.status, String(why)).toBe(422);
      expect(res.body.message).toMatch(why);
      expect(res.body.message).not.toContain("\n");
    }
    // In the operator's language too.
    const zh = await importFile(cookie, "wechat", day, "a,b\r\n", "zh-Hans");
    expect(zh.body.message).toMatch(/不是微信支付交易账单/);

    expect(await db.reconciliation.count({ where: { day: { in: [day, "2025-06-11"] } } })).toBe(0);
    expect(await db.auditLog.count({ where: { action: "settlement.reconcile" } })).toBe(auditBefore);
    const none = await adminCall(getReconciliation, `/x?channel=wechat&day=${day}`, { cookie });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ reconciliation: null });
  });

  it("downloading needs the provider's real keys: the sandbox's channel answers 409", async () => {
    const { cookie } = await finance();
    const res = await adminCall(download, "/x", { cookie, body: { channel: "wechat", day: "2025-06-10" } });
    expect(res.status).toBe(409);
  });
});

describe("permissions", () => {
  it("the finance role and the owner; other roles are refused", async () => {
    for (const role of ["service", "fulfilment", "viewer", "catalogue", "marketing"]) {
      const { cookie } = await signedIn([role]);
      expect((await adminCall(settlement, "/x?from=2025-03-10&to=2025-03-11", { cookie })).status).toBe(403);
      expect((await adminCall(statement, "/x?channel=wechat&day=2025-03-10", { cookie })).status).toBe(403);
      expect((await importFile(cookie, "wechat", "2025-03-10", "x")).status).toBe(403);
    }
    for (const role of ["finance", "owner"]) {
      const { cookie } = await signedIn([role]);
      expect((await adminCall(settlement, "/x?from=2025-03-10&to=2025-03-11", { cookie })).status).toBe(200);
    }
  });
});
