// Refunds visible wherever money is read (issue 34 §4, lib/domain/order-money.ts): after a part return
// the shopper's order detail and list, the console's order list and detail, the order export and the
// dashboard all say paid, refunded and net — and agree.
import { describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { GET as orderList } from "@/app/api/v1/orders/route";
import { GET as adminOrders } from "@/app/api/admin/v1/orders/route";
import { GET as adminOrder } from "@/app/api/admin/v1/orders/[id]/route";
import { GET as exportOrders } from "@/app/api/admin/v1/orders/export/route";
import { GET as dashboard } from "@/app/api/admin/v1/dashboard/route";
import { db } from "@/lib/db";
import { formatCents } from "@/lib/domain/money";
import { orderMoney } from "@/lib/domain/order-money";
import { channelOfMethod } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { approveAndReceive, paidCartOrder } from "@/tests/helpers/after-sales-fixtures";

type Money = { paidAmount: number; refundedAmount: number; refundingAmount: number; netAmount: number };
type Figures = { paidAmount: number; refundedAmount: number; netAmount: number };
type ChannelFigures = Figures & { payments: number };
type Dash = {
  last30Days: Figures;
  today: Figures;
  byChannel: { channel: string; today: ChannelFigures; last30Days: ChannelFigures }[];
};

describe("orderMoney", () => {
  it("paid only once paid; refunded and on-its-way counted apart; rejected and pending give nothing back", () => {
    expect(orderMoney({ totalAmount: 1000, paidAt: null }, [])).toEqual({
      paidAmount: 0,
      refundedAmount: 0,
      refundingAmount: 0,
      netAmount: 0,
    });
    expect(
      orderMoney({ totalAmount: 22800, paidAt: new Date() }, [
        { status: "refunded", amount: 11400 },
        { status: "refund_failed", amount: 100 },
        { status: "refunding", amount: 200 },
        { status: "rejected", amount: 5000 },
        { status: "pending", amount: 5000 },
        { status: "awaiting_return", amount: 5000 },
      ]),
    ).toEqual({ paidAmount: 22800, refundedAmount: 11400, refundingAmount: 300, netAmount: 11100 });
  });
});

describe("a part refund where money is read", () => {
  it("shopper detail and list, console list and detail, the export and the dashboard show paid, refunded, net", async () => {
    const { cookie } = await signedIn(["owner"]);
    const before = (await adminCall<Dash>(dashboard, "/x", { cookie })).body;
    const { s, order, items } = await paidCartOrder([{ price: 11400, quantity: 2 }], { status: 520 });
    const ret = await call<{ id: number; refundAmount: number }>(apply, "/api/v1/after-sales-apply", {
      token: s.token,
      body: {
        orderId: order.id,
        type: "return",
        reason: "quality",
        items: [{ orderItemId: items[0].id, quantity: 1 }],
      },
    });
    expect(ret.status).toBe(200);
    const refund = ret.body.refundAmount;
    const { orderNo } = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { orderNo: true } });
    expect(refund).toBe(11400);
    expect(await approveAndReceive(ret.body.id)).toBe("refunded");
    const expected = {
      paidAmount: order.totalAmount,
      refundedAmount: refund,
      refundingAmount: 0,
      netAmount: order.totalAmount - refund,
    };

    const detail = await call<Money & { totalAmount: number }>(orderDetail, `/api/v1/orders-detail?id=${order.id}`, {
      token: s.token,
    });
    expect(detail.body).toMatchObject({ totalAmount: order.totalAmount, ...expected });
    const list = await call<{ rows: (Money & { id: number })[] }>(orderList, "/api/v1/orders?pageSize=50", {
      token: s.token,
    });
    expect(list.body.rows.find((r) => r.id === order.id)).toMatchObject(expected);

    const rows = await adminCall<{ rows: (Money & { id: number })[] }>(
      adminOrders,
      `/api/admin/v1/orders?q=${orderNo}`,
      { cookie },
    );
    expect(rows.body.rows.find((r) => r.id === order.id)).toMatchObject(expected);
    const one = await adminCall<Money>(adminOrder, "/x", { cookie, params: { id: String(order.id) } });
    expect(one.body).toMatchObject(expected);

    const csv = await exportOrders(
      new Request(`${ORIGIN}/api/admin/v1/orders/export?q=${orderNo}`, {
        headers: { cookie: `mall_admin=${cookie}` },
      }),
    );
    const text = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()));
    const line = text.split("\r\n").find((l) => l.includes(orderNo))!;
    expect(line).toContain(
      `${formatCents(order.totalAmount)},${formatCents(refund)},${formatCents(order.totalAmount - refund)}`,
    );

    const after = (await adminCall<Dash>(dashboard, "/x", { cookie })).body;
    expect(after.last30Days.paidAmount - before.last30Days.paidAmount).toBe(order.totalAmount);
    expect(after.last30Days.refundedAmount - before.last30Days.refundedAmount).toBe(refund);
    expect(after.last30Days.netAmount - before.last30Days.netAmount).toBe(order.totalAmount - refund);
    expect(after.today.netAmount).toBe(after.today.paidAmount - after.today.refundedAmount);

    // By payment channel: the order's channel took the payment and gave the refund back, today and in
    // 30 days; every channel's net is its gross less its refunds.
    const { method } = await db.payment.findFirstOrThrow({ where: { orderId: order.id }, select: { method: true } });
    const channel = channelOfMethod(method)!;
    expect(channel).not.toBeNull();
    const zero = { payments: 0, paidAmount: 0, refundedAmount: 0, netAmount: 0 };
    const of = (d: Dash) => d.byChannel.find((c) => c.channel === channel) ?? { today: zero, last30Days: zero };
    for (const period of ["today", "last30Days"] as const) {
      const [was, is] = [of(before)[period], of(after)[period]];
      expect(is.payments - was.payments, period).toBe(1);
      expect(is.paidAmount - was.paidAmount, period).toBe(order.totalAmount);
      expect(is.refundedAmount - was.refundedAmount, period).toBe(refund);
      expect(is.netAmount - was.netAmount, period).toBe(order.totalAmount - refund);
    }
    for (const c of after.byChannel)
      for (const f of [c.today, c.last30Days]) expect(f.netAmount).toBe(f.paidAmount - f.refundedAmount);
    // Every channel's 30 days add up to no more than the shop's (a channel counts only its providers').
    const channelsNet = after.byChannel.reduce((n, c) => n + c.last30Days.paidAmount, 0);
    expect(channelsNet).toBeLessThanOrEqual(after.last30Days.paidAmount);
  });
});
