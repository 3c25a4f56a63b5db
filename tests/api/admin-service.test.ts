// The back office's service desk (issue 21): after-sales decisions and refunds (a provider that refuses
// a refund leaves it visible and retryable), the refund queue of money kept as refund_pending (two
// operators refunding at once: one refund), the consult inbox, review moderation (a hidden review leaves
// the goods page and its summary), shoppers (disabling ends their tokens and logins; points adjusted
// with a reason, never below zero) and the dashboard's figures. Every decision is in the audit trail.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as afterSales } from "@/app/api/admin/v1/after-sales/route";
import { GET as afterSaleDetail } from "@/app/api/admin/v1/after-sales/[id]/route";
import { POST as approve } from "@/app/api/admin/v1/after-sales/[id]/approve/route";
import { POST as receive } from "@/app/api/admin/v1/after-sales/[id]/receive/route";
import { POST as reject } from "@/app/api/admin/v1/after-sales/[id]/reject/route";
import { POST as retryRefund } from "@/app/api/admin/v1/after-sales/[id]/retry-refund/route";
import { GET as refunds } from "@/app/api/admin/v1/refunds/route";
import { POST as refund } from "@/app/api/admin/v1/refunds/[id]/route";
import { GET as threads } from "@/app/api/admin/v1/consult/route";
import { GET as thread, POST as reply } from "@/app/api/admin/v1/consult/[userId]/route";
import { GET as reviews } from "@/app/api/admin/v1/reviews/route";
import { POST as visibility } from "@/app/api/admin/v1/reviews/[id]/visibility/route";
import { POST as reviewReply } from "@/app/api/admin/v1/reviews/[id]/reply/route";
import { GET as shoppers } from "@/app/api/admin/v1/shoppers/route";
import { GET as shopperDetail } from "@/app/api/admin/v1/shoppers/[id]/route";
import { POST as shopperStatus } from "@/app/api/admin/v1/shoppers/[id]/status/route";
import { POST as shopperPoints } from "@/app/api/admin/v1/shoppers/[id]/points/route";
import { GET as dashboard } from "@/app/api/admin/v1/dashboard/route";
import { POST as applyAfterSale } from "@/app/api/v1/after-sales-apply/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as consultSend } from "@/app/api/v1/consult-send/route";
import { GET as consultMessages } from "@/app/api/v1/consult-messages/route";
import { GET as productReviews } from "@/app/api/v1/product-reviews/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { POST as login } from "@/app/api/v1/authorizations/route";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { providerByName } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { adminCall, freshAddress, signedIn } from "@/tests/helpers/admin";
import {
  notify,
  orderAt,
  placeOrder,
  shopper,
  startPayment,
  givenReturnPolicy,
} from "@/tests/helpers/after-sales-fixtures";
import { createSku, stockOf } from "@/tests/helpers/orders-fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const p = (id: number) => ({ id: String(id) });

afterEach(() => vi.restoreAllMocks());

/** A shipped order whose shopper applied for a return: the request's id. */
async function pendingReturn() {
  const placed = await orderAt(510, { stock: 5 });
  const res = await call<{ id: number }>(applyAfterSale, "/api/v1/after-sales-apply", {
    token: placed.s.token,
    body: { orderId: placed.order.id, type: "return", reason: "quality" },
  });
  expect(res.status).toBe(200);
  return { ...placed, afterSaleId: res.body.id };
}

describe("after-sales", () => {
  it("lists the open queue; approving needs a reason and waits for the goods; receiving closes the order, refunds, puts stock back; both audited", async () => {
    const { cookie, operator } = await signedIn(["service"]);
    await givenReturnPolicy();
    const { afterSaleId, order, sku } = await pendingReturn();
    const queue = await adminCall<{ rows: { id: number; status: string }[] }>(
      afterSales,
      "/api/admin/v1/after-sales?pageSize=100",
      { cookie },
    );
    expect(queue.body.rows.find((r) => r.id === afterSaleId)).toMatchObject({ status: "pending" });
    const noReason = await adminCall<ErrorBody>(approve, "/x", { cookie, params: p(afterSaleId), body: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields?.reason).toBeTruthy();
    const stockBefore = await stockOf(sku.skuId);
    const ok = await adminCall<{ status: string }>(approve, "/x", {
      cookie,
      params: p(afterSaleId),
      body: { reason: "外包装破损，同意退货" },
    });
    expect(ok.body).toEqual({ id: afterSaleId, status: "awaiting_return" });
    // Approved is not refunded: nothing moves until the goods are back.
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(510);
    expect(await stockOf(sku.skuId)).toBe(stockBefore);
    const again = await adminCall(approve, "/x", { cookie, params: p(afterSaleId), body: { reason: "again" } });
    expect(again.status).toBe(409);
    const { orderItemId } = await db.afterSaleItem.findFirstOrThrow({ where: { afterSaleId } });
    const received = await adminCall<{ status: string }>(receive, "/x", {
      cookie,
      params: p(afterSaleId),
      body: { items: [{ orderItemId, resellable: 1, damaged: 0 }] },
    });
    expect(received.body).toEqual({ id: afterSaleId, status: "refunded" });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(10);
    expect(await stockOf(sku.skuId)).toBe(stockBefore + 1);
    const detail = await adminCall<{
      audit: { actor: string; action: string; reason: string }[];
      payments: { status: string; refundedAmount: number }[];
    }>(afterSaleDetail, "/x", { cookie, params: p(afterSaleId) });
    // Newest first: the receipt, then the approval.
    expect(detail.body.audit).toEqual([
      expect.objectContaining({ actor: operator.username, action: "aftersale.receive" }),
      expect.objectContaining({
        actor: operator.username,
        action: "aftersale.approve",
        reason: "外包装破损，同意退货",
      }),
    ]);
    // Every unit came back; a shipped order keeps its freight, so the payment is refunded but for it.
    const { freightAmount } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(detail.body.payments.map((x) => [x.status, x.refundedAmount])).toEqual([
      ["paid", order.totalAmount - freightAmount],
    ]);
  });

  it("rejects with the reason the shopper reads; the order carries on", async () => {
    const { cookie } = await signedIn(["service"]);
    const { afterSaleId, order } = await pendingReturn();
    const res = await adminCall(reject, "/x", { cookie, params: p(afterSaleId), body: { reason: "商品已拆封使用" } });
    expect(res.body).toEqual({ id: afterSaleId, status: "rejected" });
    const stored = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect([stored.status, stored.afterSaleOpen]).toEqual([510, false]);
    expect((await db.afterSale.findUniqueOrThrow({ where: { id: afterSaleId } })).operatorNote).toBe("商品已拆封使用");
  });

  it("a refund the provider refuses stays visible as refund_failed and is retried with the same refund number", async () => {
    const service = await signedIn(["service"]);
    const finance = await signedIn(["finance"]);
    const { afterSaleId } = await pendingReturn();
    const sandbox = providerByName("sandbox")!;
    const refuse = vi.spyOn(sandbox, "refundPayment").mockResolvedValue({ status: "failed", message: "bank offline" });
    const approved = await adminCall<{ status: string }>(approve, "/x", {
      cookie: service.cookie,
      params: p(afterSaleId),
      body: { reason: "同意", withoutReturn: true },
    });
    expect(approved.body.status).toBe("refund_failed");
    const queue = await adminCall<{ rows: { id: number; status: string }[] }>(
      afterSales,
      "/api/admin/v1/after-sales?status=refund_failed",
      { cookie: service.cookie },
    );
    expect(queue.body.rows.map((r) => r.id)).toContain(afterSaleId);
    const refundNo = (await db.afterSale.findUniqueOrThrow({ where: { id: afterSaleId } })).refundNo;
    // Deciding is not refunding: the service role may not retry.
    expect((await adminCall(retryRefund, "/x", { cookie: service.cookie, params: p(afterSaleId) })).status).toBe(403);
    refuse.mockRestore();
    const seen: string[] = [];
    vi.spyOn(sandbox, "refundPayment").mockImplementation(async (input) => {
      seen.push(input.refundNo);
      return { status: "refunded", providerRefundNo: "SBXRF1" };
    });
    const retried = await adminCall<{ status: string }>(retryRefund, "/x", {
      cookie: finance.cookie,
      params: p(afterSaleId),
    });
    expect(retried.body.status).toBe("refunded");
    expect(seen).toEqual([refundNo]);
    expect(await db.auditLog.count({ where: { entity: "aftersale", entityId: String(afterSaleId) } })).toBe(2);
  });
});

describe("the refund queue", () => {
  it("refunds money kept as refund_pending once, even when two operators press at once", async () => {
    const { cookie } = await signedIn(["finance"]);
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const order = await placeOrder(s, sku.skuId);
    const pay = await startPayment(s, order.id);
    await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: order.id } });
    expect((await notify(pay)).body.outcome).toBe("refund_pending");
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    const queue = await adminCall<{ rows: { id: number; status: string; orderNo: string }[] }>(
      refunds,
      "/api/admin/v1/refunds?pageSize=100",
      { cookie },
    );
    expect(queue.body.rows.find((r) => r.id === payment.id)).toMatchObject({ status: "refund_pending" });
    const spy = vi.spyOn(providerByName("sandbox")!, "refundPayment");
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        adminCall<{ status: string }>(refund, "/x", {
          cookie,
          params: p(payment.id),
          body: { reason: "订单已关闭，原路退回" },
        }),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    const after = await adminCall<{ rows: { id: number }[] }>(refunds, "/api/admin/v1/refunds?pageSize=100", {
      cookie,
    });
    expect(after.body.rows.map((r) => r.id)).not.toContain(payment.id);
    expect(await db.auditLog.count({ where: { action: "payment.refund", entityId: String(payment.id) } })).toBe(1);
  });

  it("keeps a refused refund in the queue as refund_failed, retryable; a paid payment is not refundable here", async () => {
    const { cookie } = await signedIn(["finance"]);
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const order = await placeOrder(s, sku.skuId);
    const pay = await startPayment(s, order.id);
    await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: order.id } });
    await notify(pay);
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    vi.spyOn(providerByName("sandbox")!, "refundPayment").mockResolvedValueOnce({ status: "failed", message: "x" });
    const failed = await adminCall<{ status: string; lastEvent: { outcome: string } }>(refund, "/x", {
      cookie,
      params: p(payment.id),
      body: { reason: "退款" },
    });
    expect(failed.body).toMatchObject({ status: "refund_failed", lastEvent: { outcome: "failed" } });
    const retried = await adminCall<{ status: string }>(refund, "/x", {
      cookie,
      params: p(payment.id),
      body: { reason: "重试" },
    });
    expect(retried.body.status).toBe("refunded");
    const paid = await orderAt(500);
    const paidPayment = await db.payment.findFirstOrThrow({ where: { orderId: paid.order.id } });
    expect((await adminCall(refund, "/x", { cookie, params: p(paidPayment.id), body: { reason: "x" } })).status).toBe(
      409,
    );
  });
});

describe("the consult inbox", () => {
  it("lists waiting threads, answers one (the shopper sees it), and audits the reply", async () => {
    const { cookie, operator } = await signedIn(["service"]);
    const s = await shopper();
    await call(consultSend, "/api/v1/consult-send", { token: s.token, body: { content: "请问什么时候发货？" } });
    const waiting = await adminCall<{ rows: { userId: number; waiting: number; lastContent: string }[] }>(
      threads,
      "/api/admin/v1/consult?pageSize=100",
      { cookie },
    );
    expect(waiting.body.rows.find((t) => t.userId === s.user.id)).toMatchObject({
      waiting: 1,
      lastContent: "请问什么时候发货？",
    });
    const empty = await adminCall<ErrorBody>(reply, "/x", {
      cookie,
      params: { userId: String(s.user.id) },
      body: { content: "  " },
    });
    expect(empty.status).toBe(422);
    const sent = await adminCall(reply, "/x", {
      cookie,
      params: { userId: String(s.user.id) },
      body: { content: "今天下午发出" },
    });
    expect(sent.status).toBe(200);
    const seen = await call<{ rows: { sender: string; content: string }[] }>(
      consultMessages,
      "/api/v1/consult-messages",
      {
        token: s.token,
      },
    );
    expect(seen.body.rows[0]).toMatchObject({ sender: "service", content: "今天下午发出" });
    const open = await adminCall<{ rows: { userId: number }[] }>(threads, "/api/admin/v1/consult?pageSize=100", {
      cookie,
    });
    expect(open.body.rows.map((t) => t.userId)).not.toContain(s.user.id);
    const all = await adminCall<{ rows: { userId: number; lastSender: string }[] }>(
      threads,
      "/api/admin/v1/consult?filter=all&pageSize=100",
      { cookie },
    );
    expect(all.body.rows.find((t) => t.userId === s.user.id)?.lastSender).toBe("service");
    const detail = await adminCall<{ rows: { sender: string }[] }>(thread, "/x", {
      cookie,
      params: { userId: String(s.user.id) },
    });
    expect(detail.body.rows.map((m) => m.sender)).toEqual(["shopper", "service"]);
    expect(
      await db.auditLog.count({
        where: { action: "consult.reply", actor: operator.username, entityId: String(s.user.id) },
      }),
    ).toBe(1);
  });
});

describe("reviews", () => {
  it("hides a review from the goods page and its summary, shows it again, and shows the shop's reply", async () => {
    const { cookie } = await signedIn(["service"]);
    const { s, order, sku } = await orderAt(520);
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    const review = await db.review.create({
      data: {
        orderId: order.id,
        orderItemId: item.id,
        productId: sku.productId,
        userId: s.user.id,
        rating: 1,
        content: "广告 加微信",
      },
    });
    const goodsPage = () =>
      call<{ rows: { id: number; reply: string }[]; summary: { count: number } }>(
        productReviews,
        `/api/v1/product-reviews?productId=${sku.productId}`,
      );
    expect((await goodsPage()).body.summary.count).toBe(1);
    const noReason = await adminCall(visibility, "/x", { cookie, params: p(review.id), body: { hidden: true } });
    expect(noReason.status).toBe(422);
    const hidden = await adminCall<{ hiddenAt: string | null }>(visibility, "/x", {
      cookie,
      params: p(review.id),
      body: { hidden: true, reason: "广告内容" },
    });
    expect(hidden.body.hiddenAt).not.toBeNull();
    expect((await goodsPage()).body).toMatchObject({ rows: [], summary: { count: 0 } });
    const listed = await adminCall<{ rows: { id: number }[] }>(
      reviews,
      `/api/admin/v1/reviews?visibility=hidden&productId=${sku.productId}`,
      {
        cookie,
      },
    );
    expect(listed.body.rows.map((r) => r.id)).toEqual([review.id]);
    await adminCall(visibility, "/x", { cookie, params: p(review.id), body: { hidden: false, reason: "误判" } });
    await adminCall(reviewReply, "/x", {
      cookie,
      params: p(review.id),
      body: { reply: "<script>alert(1)</script>抱歉" },
    });
    const back = await goodsPage();
    expect(back.body.summary.count).toBe(1);
    // Stored and answered as text: the screens render it as text, never as markup.
    expect(back.body.rows[0].reply).toBe("<script>alert(1)</script>抱歉");
    expect(await db.auditLog.count({ where: { entity: "review", entityId: String(review.id) } })).toBe(3);
  });
});

describe("shoppers", () => {
  it("finds a shopper, disables them (tokens and logins refused) and enables them again", async () => {
    const { cookie } = await signedIn(["service"]);
    const s = await shopper();
    await db.user.update({
      where: { id: s.user.id },
      data: { phone: "+8613912345678", passwordHash: await hashPassword("secret123") },
    });
    const found = await adminCall<{ rows: { id: number }[] }>(shoppers, "/api/admin/v1/shoppers?q=13912345678", {
      cookie,
    });
    expect(found.body.rows.map((r) => r.id)).toEqual([s.user.id]);
    const byName = await adminCall<{ rows: { id: number }[] }>(
      shoppers,
      `/api/admin/v1/shoppers?q=${s.user.username}`,
      { cookie },
    );
    expect(byName.body.rows.map((r) => r.id)).toEqual([s.user.id]);
    expect((await call(userInfo, "/api/v1/user-info", { token: s.token })).status).toBe(200);
    const off = await adminCall<{ disabledAt: string | null }>(shopperStatus, "/x", {
      cookie,
      params: p(s.user.id),
      body: { disabled: true, reason: "恶意刷单" },
    });
    expect(off.body.disabledAt).not.toBeNull();
    expect((await call(userInfo, "/api/v1/user-info", { token: s.token })).status).toBe(401);
    const refused = await call<ErrorBody>(login, "/api/v1/authorizations", {
      body: { username: s.user.username, password: "secret123" },
      headers: freshAddress(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    await adminCall(shopperStatus, "/x", {
      cookie,
      params: p(s.user.id),
      body: { disabled: false, reason: "申诉通过" },
    });
    const back = await call(login, "/api/v1/authorizations", {
      body: { username: s.user.username, password: "secret123" },
      headers: freshAddress(),
    });
    expect(back.status).toBe(200);
    const detail = await adminCall<{ audit: { action: string; reason: string }[] }>(shopperDetail, "/x", {
      cookie,
      params: p(s.user.id),
    });
    expect(detail.body.audit.map((r) => [r.action, r.reason])).toEqual([
      ["shopper.enable", "申诉通过"],
      ["shopper.disable", "恶意刷单"],
    ]);
  });

  it("adjusts points with a reason, never below zero; only points:adjust may", async () => {
    const finance = await signedIn(["finance"]);
    const service = await signedIn(["service"]);
    const s = await shopper(30);
    const give = await adminCall<{ points: number }>(shopperPoints, "/x", {
      cookie: finance.cookie,
      params: p(s.user.id),
      body: { delta: 100, reason: "补偿延迟发货" },
    });
    expect(give.body.points).toBe(130);
    const tooMuch = await adminCall<ErrorBody>(shopperPoints, "/x", {
      cookie: finance.cookie,
      params: p(s.user.id),
      body: { delta: -500, reason: "x" },
    });
    expect(tooMuch.status).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(130);
    expect(
      (
        await adminCall(shopperPoints, "/x", {
          cookie: finance.cookie,
          params: p(s.user.id),
          body: { delta: 0, reason: "x" },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await adminCall(shopperPoints, "/x", {
          cookie: service.cookie,
          params: p(s.user.id),
          body: { delta: 5, reason: "x" },
        })
      ).status,
    ).toBe(403);
    const ledger = await db.pointsEntry.findMany({ where: { userId: s.user.id } });
    expect(ledger.map((e) => [e.delta, e.reason])).toEqual([[100, "adjust"]]);
  });
});

describe("the dashboard", () => {
  it("counts today's paid orders, orders to ship, open after-sales and low stock from the database", async () => {
    const { cookie } = await signedIn(["finance"]);
    type D = {
      today: { paidOrders: number; paidAmount: number };
      daily: { day: string; paidOrders: number }[];
      toShip: number;
      openAfterSales: number;
      lowStock: { skuId: number; stock: number }[];
    };
    const before = (await adminCall<D>(dashboard, "/api/admin/v1/dashboard", { cookie })).body;
    const paid = await orderAt(500, { stock: 3, price: 2500 });
    await pendingReturn();
    const after = (await adminCall<D>(dashboard, "/api/admin/v1/dashboard", { cookie })).body;
    expect(after.today.paidOrders).toBe(before.today.paidOrders + 2);
    expect(after.today.paidAmount - before.today.paidAmount).toBeGreaterThanOrEqual(2500);
    expect(after.toShip).toBe(before.toShip + 1);
    expect(after.openAfterSales).toBe(before.openAfterSales + 1);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.paidOrders).toBe(after.today.paidOrders);
    expect(after.lowStock.map((l) => l.skuId)).toContain(paid.sku.skuId);
  });
});
