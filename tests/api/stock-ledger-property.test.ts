// The stock ledger is the truth (issue 34 §1, docs/decisions/039-stock-ledger.md): whatever mix of
// checkouts (one SKU on the runner; a cart of two with a coupon on the Prisma carrier), cancels,
// expiries, payments, refunds before shipping, returns received (resellable or damaged), corrections
// and CSV imports runs, several at once, afterwards every SKU's stock is the sum of its ledger, no
// stock is below zero, and each order's `sale` rows are its units. Both engines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as confirmReceipt } from "@/app/api/v1/confirm-receipt/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as startPaymentRoute } from "@/app/api/v1/mpay-h5/route";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { applyAfterSale, approveReturn, receiveReturn } from "@/lib/services/after-sales";
import { adjustStock, exportProductsCsv, importProductsCsv, stockLedgerMismatches } from "@/lib/services/catalogue";
import { closeExpiredOrders, shipOrder } from "@/lib/services/order";
import { parseCsv } from "@/lib/text/csv";
import { testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { givenReturnPolicy, notify, shopper, type Shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, giveCoupon } from "@/tests/helpers/orders-fixtures";

type Op =
  | { kind: "checkout"; sku: 0 | 1; quantity: number }
  | { kind: "cart"; quantities: [number, number]; coupon: boolean }
  | { kind: "cancel" | "expire" | "pay" | "refund"; order: number }
  | { kind: "return"; order: number; damaged: boolean }
  | { kind: "correction" | "import"; sku: 0 | 1; delta: number };

const sku = fc.constantFrom(0 as const, 1 as const);
const order = fc.nat({ max: 7 });
const change = fc.integer({ min: -4, max: 4 }).filter((n) => n !== 0);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant("checkout" as const), sku, quantity: fc.integer({ min: 1, max: 3 }) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("cart" as const),
      quantities: fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 2 })),
      coupon: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom("cancel" as const, "expire" as const, "pay" as const, "refund" as const),
      order,
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant("return" as const), order, damaged: fc.boolean() }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constantFrom("correction" as const, "import" as const), sku, delta: change }),
    weight: 2,
  },
);
/** Waves of operations; the operations of a wave run at once. */
const wavesArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 });

const START = [6, 9];

/** A refusal the rules make (out of stock, a status that moved on, too little stock to correct) is fine. */
async function refusedOk(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/** A route's answer: a refusal (4xx) is fine, a failure is not. */
function answered<R extends { status: number; body: unknown }>(res: R): R {
  if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

async function run(waves: Op[][]) {
  const skus = [await createSku({ stock: START[0], price: 1200 }), await createSku({ stock: START[1], price: 800 })];
  const shoppers: Shopper[] = [];
  const orders: { id: number; s: Shopper }[] = [];
  let csv: string[][] | null = null;

  async function checkoutBy(body: Record<string, unknown>, route: typeof createOrder, path: string) {
    // A shopper of its own for each checkout: the unpaid-order cap is not what is tested here.
    const s = await shopper();
    shoppers.push(s);
    const res = answered(
      await call<{ id: number }>(route, path, { token: s.token, body: { addressId: s.addressId, ...body } }),
    );
    if (res.status === 200) orders.push({ id: res.body.id, s });
  }

  async function fileFor(skuIndex: number, delta: number): Promise<string> {
    if (!csv) {
      const text = await new Response(await exportProductsCsv(testActor)).text();
      csv = parseCsv(text.replace(/^\uFEFF/, "")).rows.filter((r) => r.length > 1);
    }
    const header = csv[0];
    const row = csv.find((r) => r[header.indexOf("sku_code")] === `S${skus[skuIndex].skuId}`);
    if (!row) throw new Error("the test SKU is not in the export");
    const edited = [...row];
    edited[header.indexOf("stock")] = delta > 0 ? `+${delta}` : String(delta);
    return [header, edited].map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join("\n");
  }

  async function perform(op: Op): Promise<void> {
    switch (op.kind) {
      case "checkout":
        return checkoutBy(
          { skuId: skus[op.sku].skuId, quantity: op.quantity },
          createOrderNow,
          "/api/v1/create-order-now",
        );
      case "cart": {
        const s = await shopper();
        shoppers.push(s);
        const cartIds = [];
        for (const [i, quantity] of op.quantities.entries())
          cartIds.push((await db.cartItem.create({ data: { userId: s.user.id, skuId: skus[i].skuId, quantity } })).id);
        const coupon = op.coupon ? await giveCoupon(s.user.id, { amountOff: 100 }) : null;
        const res = answered(
          await call<{ id: number }>(createOrder, "/api/v1/create-order", {
            token: s.token,
            body: { addressId: s.addressId, cartIds, ...(coupon ? { couponId: coupon.id } : {}) },
          }),
        );
        if (res.status === 200) orders.push({ id: res.body.id, s });
        return;
      }
      case "correction":
        return refusedOk(() =>
          adjustStock(skus[op.sku].skuId, { delta: op.delta, reason: "correction", note: "" }, testActor),
        );
      case "import": {
        const file = await fileFor(op.sku, op.delta);
        const report = await importProductsCsv(file, false, testActor);
        // Refused only for taking the stock below zero; else applied.
        for (const issue of report.issues) expect(issue.key).toBe("import_stock_below_zero");
        if (!report.issues.length) expect(report.applied).toBe(true);
        return;
      }
    }
    const placed = orders[op.order % Math.max(orders.length, 1)];
    if (!placed) return;
    const { id, s } = placed;
    switch (op.kind) {
      case "cancel":
        answered(await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id } }));
        return;
      case "expire":
        await db.order.updateMany({ where: { id, status: 0 }, data: { expiresAt: new Date(Date.now() - 1000) } });
        await closeExpiredOrders({ userId: s.user.id });
        return;
      case "pay": {
        const payment = await call<{ outTradeNo: string; amount: number }>(startPaymentRoute, "/api/v1/mpay-h5", {
          token: s.token,
          body: { orderId: id },
        });
        if (payment.status === 200) answered(await notify(payment.body));
        return;
      }
      case "refund": {
        // A refund before shipping: the units never left and go back at once.
        const item = await db.orderItem.findFirst({ where: { orderId: id }, orderBy: { id: "asc" } });
        if (!item) return;
        return refusedOk(() =>
          applyAfterSale(s.user.id, {
            orderId: id,
            type: "refund",
            reason: "not_wanted",
            description: "",
            images: [],
            items: [{ orderItemId: item.id, quantity: 1 }],
          } as Parameters<typeof applyAfterSale>[1]),
        );
      }
      case "return":
        return refusedOk(async () => {
          await refusedOk(() =>
            shipOrder(id, undefined, { courier: "顺丰速运", waybillNo: "SF1234567890" }, testActor),
          );
          answered(await call(confirmReceipt, "/api/v1/confirm-receipt", { token: s.token, body: { id } }));
          const item = await db.orderItem.findFirst({ where: { orderId: id }, orderBy: { id: "asc" } });
          if (!item) return;
          const request = await applyAfterSale(s.user.id, {
            orderId: id,
            type: "return",
            reason: "quality",
            description: "",
            images: [],
            items: [{ orderItemId: item.id, quantity: 1 }],
          } as Parameters<typeof applyAfterSale>[1]);
          await approveReturn(request.id, "请寄回", testActor);
          await receiveReturn(
            request.id,
            {
              items: [{ orderItemId: item.id, resellable: op.damaged ? 0 : 1, damaged: op.damaged ? 1 : 0 }],
              writeOffNote: op.damaged ? "外壳破损" : "",
            },
            testActor,
          );
        });
    }
  }

  for (const wave of waves) await Promise.all(wave.map(perform));

  const ids = skus.map((s) => s.skuId);
  const [mismatches, stocks, sales, items] = await Promise.all([
    stockLedgerMismatches(),
    db.sku.findMany({ where: { id: { in: ids } }, select: { stock: true } }),
    db.stockEntry.groupBy({
      by: ["orderId"],
      where: { skuId: { in: ids }, reason: "sale" },
      _sum: { delta: true },
    }),
    db.orderItem.groupBy({ by: ["orderId"], where: { skuId: { in: ids } }, _sum: { quantity: true } }),
  ]);
  return {
    mismatches: mismatches.filter((m) => ids.includes(m.skuId)),
    negative: stocks.filter((s) => s.stock < 0),
    sold: new Map(sales.map((r) => [r.orderId, -(r._sum.delta ?? 0)])),
    ordered: new Map(items.map((r) => [r.orderId, r._sum.quantity ?? 0])),
  };
}

describe("the stock ledger", () => {
  it("sums to every SKU's stock after any mix of concurrent movements, and no stock goes below zero", async () => {
    await givenReturnPolicy();
    await fc.assert(
      fc.asyncProperty(wavesArb, async (waves) => {
        const { mismatches, negative, sold, ordered } = await run(waves);
        expect(mismatches).toEqual([]);
        expect(negative).toEqual([]);
        expect(sold).toEqual(ordered);
      }),
      {
        numRuns: 12,
        // Always among the cases: two checkouts racing for the last units, a cancel and an expiry
        // beside a correction, a damaged and a resellable return beside an import.
        examples: [
          [
            [
              [
                { kind: "checkout", sku: 0, quantity: 3 },
                { kind: "checkout", sku: 0, quantity: 3 },
                { kind: "checkout", sku: 0, quantity: 2 },
                { kind: "cart", quantities: [1, 2], coupon: true },
              ],
              [
                { kind: "cancel", order: 0 },
                { kind: "expire", order: 1 },
                { kind: "correction", sku: 0, delta: -2 },
                { kind: "import", sku: 1, delta: 3 },
              ],
            ],
          ],
          [
            [
              [
                { kind: "checkout", sku: 1, quantity: 2 },
                { kind: "cart", quantities: [2, 1], coupon: false },
              ],
              [
                { kind: "pay", order: 0 },
                { kind: "pay", order: 1 },
              ],
              [
                { kind: "return", order: 0, damaged: true },
                { kind: "return", order: 1, damaged: false },
                { kind: "import", sku: 0, delta: -1 },
                { kind: "refund", order: 1 },
              ],
            ],
          ],
        ],
      },
    );
  }, 600_000);
});
