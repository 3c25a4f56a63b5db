// The back office's order desk (issue 21, "Orders"): the filtered list, the detail with payments,
// trajectory, after-sales and its audit trail, and the operators' changes — ship, add a tracking point,
// cancel an unpaid order, the internal remark. Each change writes its audit row in its own transaction
// (lib/services/audit); shipping and cancelling move the order through the one transition function, so
// two clerks shipping one order race on a conditional update: one wins, the other gets 409.
import { db, dbReady, writeTransaction, type Prisma, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import { phoneCandidates } from "@/lib/phone";
import { orderContactFor } from "../staff/shopper-privacy";
import type { PageQuery } from "@/lib/validation/common";
import type { AdminOrderFilter, AdminOrderSort, TrackingInput } from "@/lib/validation/admin-orders";
import type { AdminOrderDetail, AdminOrderRow, AdminPayment } from "@/lib/validation/responses/admin-orders";
import { listAudit, withAudit, type AuditActor } from "../audit/trail";
import { closeReason, orderStatus } from "@/lib/domain/order-status";
import { afterSaleMoneySelect, orderMoney } from "@/lib/domain/order-money";
import { transitionOrder } from "./status";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";

const sortOrder: Record<AdminOrderSort, { [k: string]: "asc" | "desc" }[]> = {
  "createdAt.desc": [{ createdAt: "desc" }, { id: "desc" }],
  "createdAt.asc": [{ createdAt: "asc" }, { id: "asc" }],
  "paidAt.asc": [{ paidAt: "asc" }, { id: "asc" }],
  "totalAmount.desc": [{ totalAmount: "desc" }, { id: "desc" }],
  "totalAmount.asc": [{ totalAmount: "asc" }, { id: "asc" }],
};

/**
 * The Prisma filter of the list: exact values and ranges only, each on an indexed column. `q` is read
 * by its shape: 25 digits are an order number; 6 to 24 digits the start of one (a range on the
 * order-number index: digits sort as text) and, when it can be one, also a phone number (the receiver's,
 * or the shopper's account's; E.164 or local, lib/phone phoneCandidates); anything else a receiver's
 * name or a shopper's username. Shoppers are looked
 * up first and matched by id: an OR across a relation would scan every order. An operator who may not
 * see shoppers (`byContact` false, ../staff/shopper-privacy.ts) finds by order number only: a phone or a
 * name that finds orders would tell them whose orders they are.
 */
export async function adminOrderWhere(filter: Omit<AdminOrderFilter, "sort">, byContact: boolean) {
  const and: object[] = [];
  if (filter.status !== undefined) and.push({ status: filter.status });
  if (filter.from) and.push({ createdAt: { gte: shopDayStart(filter.from) } });
  if (filter.to) and.push({ createdAt: { lt: shopDayEnd(filter.to) } });
  if (filter.productId !== undefined) and.push({ items: { some: { productId: filter.productId } } });
  const q = filter.q?.trim();
  // Shoppers by an exact, unique field, as `userId` terms; none when nobody matches (an empty IN list
  // would read "OR 1=0", which keeps SQLite from using its indexes for the whole OR).
  const shoppers = async (where: object) => {
    const ids = (await db.user.findMany({ where, select: { id: true }, take: 10 })).map((u) => u.id);
    return ids.length ? [{ userId: { in: ids } }] : [];
  };
  // Phone numbers in every form they can be typed in (lib/phone): E.164, spaced, or without the region code.
  const phones = q && byContact ? phoneCandidates(q) : [];
  const byPhone = async () =>
    phones.length ? [{ receiverPhone: { in: phones } }, ...(await shoppers({ phone: { in: phones } }))] : [];
  if (q && /^\d{25}$/.test(q)) and.push({ orderNo: q });
  else if (q && /^\d{6,24}$/.test(q)) {
    and.push({ OR: [{ orderNo: { gte: q, lt: `${q}:` } }, ...(await byPhone())] });
  } else if (phones.length) and.push({ OR: await byPhone() });
  else if (q && byContact) and.push({ OR: [{ receiverName: q }, ...(await shoppers({ username: q.toLowerCase() }))] });
  else if (q) and.push({ id: -1 });
  return and.length ? { AND: and } : {};
}

const rowSelect = {
  id: true,
  orderNo: true,
  status: true,
  totalAmount: true,
  receiverName: true,
  receiverPhone: true,
  createdAt: true,
  paidAt: true,
  shippedAt: true,
  afterSaleOpen: true,
  courier: true,
  waybillNo: true,
  user: { select: { id: true, username: true, phone: true, nickname: true } },
  items: { select: { name: true, image: true, quantity: true }, orderBy: { id: "asc" as const } },
  afterSales: afterSaleMoneySelect,
} as const;

type RowData = {
  id: number;
  orderNo: string;
  status: number;
  totalAmount: number;
  receiverName: string;
  receiverPhone: string;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  afterSaleOpen: boolean;
  courier: string;
  waybillNo: string;
  user: { id: number; username: string | null; phone: string | null; nickname: string } | null;
  items: { name: string; image: string; quantity: number }[];
  afterSales: { status: string; amount: number }[];
};

function rowView({
  user,
  items,
  createdAt,
  paidAt,
  shippedAt,
  afterSales,
  ...order
}: RowData): Omit<AdminOrderRow, "contactHidden"> {
  return {
    ...order,
    ...orderMoney({ totalAmount: order.totalAmount, paidAt }, afterSales),
    createdAt: createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    shippedAt: shippedAt?.toISOString() ?? null,
    shopper: user,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    firstItem: items[0] ? { name: items[0].name, image: items[0].image } : null,
  };
}

/** The list; `seesShoppers`: whether the operator sees shoppers' contact details (else masked). */
export async function adminListOrders(
  filter: AdminOrderFilter,
  page: PageQuery,
  seesShoppers: boolean,
): Promise<Page<AdminOrderRow>> {
  await dbReady();
  const where = await adminOrderWhere(filter, seesShoppers);
  const [rows, total] = await Promise.all([
    db.order.findMany({ where, orderBy: sortOrder[filter.sort], select: rowSelect, ...skipTake(page) }),
    db.order.count({ where }),
  ]);
  return toPage(
    rows.map((r) => orderContactFor(rowView(r), seesShoppers)),
    total,
    page,
  );
}

/**
 * Orders in batches of `size`, newest first, by keyset on the id: for exports that never hold the whole
 * list. In full: only roles that see shoppers may export (lib/domain/permissions.test.ts holds it).
 */
export async function* adminOrderBatches(filter: Omit<AdminOrderFilter, "sort">, size = 500) {
  await dbReady();
  const where = await adminOrderWhere(filter, true);
  let before: number | undefined;
  for (;;) {
    const rows = await db.order.findMany({
      where: before === undefined ? where : { AND: [where, { id: { lt: before } }] },
      orderBy: { id: "desc" },
      take: size,
      select: {
        ...rowSelect,
        itemsAmount: true,
        freightAmount: true,
        discountAmount: true,
        pointsAmount: true,
        receiverAddress: true,
        staffRemark: true,
        items: { select: { name: true, skuName: true, quantity: true }, orderBy: { id: "asc" as const } },
      },
    });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1].id;
  }
}

function paymentView(p: {
  id: number;
  orderId: number;
  provider: string;
  method: string;
  outTradeNo: string;
  amount: number;
  status: string;
  paidAt: Date | null;
  refundNo: string | null;
  refundedAmount: number;
  refundedAt: Date | null;
  createdAt: Date;
  events: { kind: string; outcome: string; createdAt: Date }[];
}): AdminPayment {
  const last = p.events[0];
  return {
    id: p.id,
    orderId: p.orderId,
    provider: p.provider,
    method: p.method,
    outTradeNo: p.outTradeNo,
    amount: p.amount,
    status: p.status,
    paidAt: p.paidAt?.toISOString() ?? null,
    refundNo: p.refundNo,
    refundedAmount: p.refundedAmount,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    lastEvent: last ? { kind: last.kind, outcome: last.outcome, at: last.createdAt.toISOString() } : null,
  };
}

export const adminPaymentSelect = {
  id: true,
  orderId: true,
  provider: true,
  method: true,
  outTradeNo: true,
  amount: true,
  status: true,
  paidAt: true,
  refundNo: true,
  refundedAmount: true,
  refundedAt: true,
  createdAt: true,
  events: {
    select: { kind: true, outcome: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1,
  },
} satisfies Prisma.PaymentSelect;
export { paymentView as adminPaymentView };

export async function adminOrderDetail(id: number, seesShoppers: boolean): Promise<AdminOrderDetail> {
  await dbReady();
  const order = await db.order.findUnique({
    where: { id },
    select: {
      ...rowSelect,
      itemsAmount: true,
      freightAmount: true,
      discountAmount: true,
      pointsUsed: true,
      pointsAmount: true,
      deliveryType: true,
      receiverAddress: true,
      remark: true,
      staffRemark: true,
      receivedAt: true,
      completedAt: true,
      closedAt: true,
      closeReason: true,
      expiresAt: true,
      items: {
        select: {
          id: true,
          productId: true,
          skuId: true,
          name: true,
          skuName: true,
          image: true,
          price: true,
          quantity: true,
        },
        orderBy: { id: "asc" },
      },
      payments: { select: adminPaymentSelect, orderBy: { id: "asc" } },
      trajectory: {
        select: { id: true, description: true, location: true, occurredAt: true },
        orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
      },
      afterSales: {
        select: { id: true, type: true, status: true, amount: true, reason: true, createdAt: true },
        orderBy: { id: "desc" },
      },
    },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  const [audit, reviews] = await Promise.all([
    listAudit({ entity: "order", entityId: String(id) }, { pageIndex: 1, pageSize: 50 }),
    db.review.findMany({
      where: { orderId: id },
      select: { id: true, rating: true, auto: true, createdAt: true },
      orderBy: { id: "asc" },
    }),
  ]);
  const { receivedAt, completedAt, closedAt, expiresAt, items, payments, trajectory, afterSales, ...rest } = order;
  return orderContactFor(
    {
      ...rowView({ ...rest, items, afterSales }),
      itemsAmount: rest.itemsAmount,
      freightAmount: rest.freightAmount,
      discountAmount: rest.discountAmount,
      pointsUsed: rest.pointsUsed,
      pointsAmount: rest.pointsAmount,
      deliveryType: rest.deliveryType,
      receiverAddress: rest.receiverAddress,
      remark: rest.remark,
      staffRemark: rest.staffRemark,
      closeReason: rest.closeReason,
      receivedAt: receivedAt?.toISOString() ?? null,
      completedAt: completedAt?.toISOString() ?? null,
      closedAt: closedAt?.toISOString() ?? null,
      expiresAt: expiresAt.toISOString(),
      items,
      payments: payments.map(paymentView),
      trajectory: trajectory.map((p) => ({ ...p, occurredAt: p.occurredAt.toISOString() })),
      afterSales: afterSales.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      audit: [...audit.rows, ...shopperSteps({ ...order, reviews })].sort(
        (a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id,
      ),
    },
    seesShoppers,
  );
}

type AuditRowView = AdminOrderDetail["audit"][number];

/**
 * The shopper's own steps, read from the order, its after-sales and its reviews (their times are
 * facts of those rows), drawn as audit rows of the actor `shopper:<id>` so the order's history reads
 * as one: placed, paid, received, return or refund asked, reviewed. Not written to the trail: it
 * records what operators and the system changed, and placing or paying an order would pay a write
 * for what the order already holds (docs/decisions/035-console-frame.md).
 */
function shopperSteps(order: {
  id: number;
  user: { id: number } | null;
  createdAt: Date;
  paidAt: Date | null;
  receivedAt: Date | null;
  totalAmount: number;
  afterSales: { id: number; type: string; amount: number; reason: string; createdAt: Date }[];
  reviews: { id: number; rating: number; auto: boolean; createdAt: Date }[];
}): AuditRowView[] {
  const shopper = `shopper:${order.user?.id ?? ""}`;
  const row = (
    at: Date,
    action: string,
    entity: string,
    entityId: number,
    after: Record<string, unknown> | null,
    actor = shopper,
  ): AuditRowView => ({
    id: 0,
    at: at.toISOString(),
    actor,
    role: "",
    action,
    entity,
    entityId: String(entityId),
    before: null,
    after,
    reason: "",
    address: "",
    requestId: "",
  });
  const steps = [row(order.createdAt, "order.placed", "order", order.id, { totalAmount: order.totalAmount })];
  if (order.paidAt) steps.push(row(order.paidAt, "order.paid", "order", order.id, { totalAmount: order.totalAmount }));
  if (order.receivedAt) steps.push(row(order.receivedAt, "order.received", "order", order.id, null));
  for (const a of order.afterSales)
    steps.push(
      row(a.createdAt, `aftersale.asked_${a.type}`, "aftersale", a.id, { amount: a.amount, reason: a.reason }),
    );
  for (const r of order.reviews)
    steps.push(
      // The sweep's default good review is the system's, not the shopper's.
      row(r.createdAt, "review.created", "review", r.id, { rating: r.rating }, r.auto ? "system:reviews" : shopper),
    );
  return steps;
}

async function existingOrder(tx: Tx, id: number) {
  const order = await tx.order.findUnique({
    where: { id },
    select: { id: true, orderNo: true, status: true, staffRemark: true },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  return order;
}

/** An operator cancels an order that is still waiting for payment: stock, coupon and points come back once. */
export async function adminCancelOrder(id: number, reason: string, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await existingOrder(tx, id);
    await transitionOrder(tx, id, orderStatus.CLOSED, {
      reason: closeReason.CANCELLED,
      onlyFrom: [orderStatus.WAITING_FOR_PAYMENT],
    });
    await withAudit(tx, actor, {
      action: "order.cancel",
      entity: "order",
      entityId: id,
      before: { status: before.status },
      after: { status: orderStatus.CLOSED },
      reason,
    });
    return { id, orderNo: before.orderNo, status: orderStatus.CLOSED };
  });
}

/** The operators' internal remark on an order (empty removes it). */
export async function setStaffRemark(id: number, remark: string, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await existingOrder(tx, id);
    if (before.staffRemark === remark) return { id, staffRemark: remark };
    await tx.order.update({ where: { id }, data: { staffRemark: remark } });
    await withAudit(tx, actor, {
      action: "order.remark",
      entity: "order",
      entityId: id,
      before: { staffRemark: before.staffRemark },
      after: { staffRemark: remark },
    });
    return { id, staffRemark: remark };
  });
}

export type { TrackingInput };
