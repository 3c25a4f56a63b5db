// The console's ledger (issue 34 §1): every movement of a SKU's stock is a row, read back by SKU,
// kind, order and shop days, filters validated on the server (422 with the field). Both engines.
import { describe, expect, it } from "vitest";
import { GET as skuLedger } from "@/app/api/admin/v1/skus/[id]/stock/route";
import { GET as ledger } from "@/app/api/admin/v1/stock/ledger/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { adjustStock } from "@/lib/services/catalogue";
import { shopDay } from "@/lib/format/date";
import { adminCall, signedIn, testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Row = {
  skuId: number;
  delta: number;
  reason: string;
  stockAfter: number;
  orderId: number | null;
  productName: string;
};
type Page = { rows: Row[]; total: number };
type ErrorBody = { fields?: Record<string, string> };

describe("the stock ledger's filters", () => {
  it("reads movements by SKU, kind, order and day; refuses bad filters field by field", async () => {
    const { cookie } = await signedIn(["fulfilment"]);
    const { skuId } = await createSku({ stock: 10 });
    const s = await shopper();
    const kept = await placeOrder(s, skuId, 2);
    const cancelled = await placeOrder(s, skuId, 3);
    expect(
      (await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: cancelled.id } })).status,
    ).toBe(200);
    await adjustStock(skuId, { delta: -1, reason: "damage", note: "破损" }, testActor);
    const read = (query: string) => adminCall<Page>(ledger, `/api/admin/v1/stock/ledger?${query}`, { cookie });

    const all = await read(`skuId=${skuId}`);
    expect(all.body.rows.map((r) => [r.reason, r.delta, r.stockAfter, r.orderId])).toEqual([
      ["damage", -1, 7, null],
      ["release", 3, 8, cancelled.id],
      ["sale", -3, 5, cancelled.id],
      ["sale", -2, 8, kept.id],
      ["opening", 10, 10, null],
    ]);
    expect(all.body.rows[0].productName).toMatch(/^测试商品/);
    // Where did this order's units go: taken, then given back.
    expect((await read(`orderId=${cancelled.id}`)).body.rows.map((r) => [r.reason, r.delta])).toEqual([
      ["release", 3],
      ["sale", -3],
    ]);
    expect((await read(`skuId=${skuId}&reason=sale`)).body.total).toBe(2);
    const today = shopDay();
    expect((await read(`skuId=${skuId}&from=${today}&to=${today}`)).body.total).toBe(5);
    expect((await read(`skuId=${skuId}&to=2020-01-01`)).body.total).toBe(0);
    // The SKU's own ledger (the stock screen's panel) takes the same filters.
    const panel = await adminCall<Page>(skuLedger, `/x?reason=release`, { cookie, params: { id: String(skuId) } });
    expect(panel.body.rows.map((r) => r.orderId)).toEqual([cancelled.id]);

    const bad = await read(`reason=stolen&orderId=abc&from=2026-13-01`);
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as ErrorBody).fields ?? {}).sort()).toEqual(["from", "orderId", "reason"]);
    const backwards = await read(`from=2026-11-02&to=2026-11-01`);
    expect(backwards.status).toBe(422);
    expect((backwards.body as unknown as ErrorBody).fields?.to).toBeTruthy();
  });
});
