// The back office's after-sales desk (issue 21, "After-sales and refunds"): the queue of requests with
// their order and shopper, and one request in full. Decisions are approveReturn / rejectReturn /
// retryRefund (./decide-after-sale.ts) and receiveReturn (./return-goods.ts), audited there; reviews are moderated in ./review-admin.ts.
import { maskShopper } from "../staff/shopper-privacy";
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { AdminAfterSaleFilter } from "@/lib/validation/admin-service";
import type { AdminAfterSale, AdminAfterSaleDetail } from "@/lib/validation/responses/admin-service";
import { listAudit } from "../audit/trail";
import { adminPaymentSelect, adminPaymentView } from "../order/admin";
import { OPEN_AFTER_SALE_STATUSES } from "@/lib/domain/after-sale-status";
import { parseImages } from "./review-images";

const select = {
  id: true,
  orderId: true,
  type: true,
  status: true,
  reason: true,
  description: true,
  scope: true,
  amount: true,
  images: true,
  operatorNote: true,
  createdAt: true,
  decidedAt: true,
  refundedAt: true,
  user: { select: { id: true, username: true, phone: true, nickname: true } },
  order: { select: { orderNo: true, status: true, totalAmount: true } },
} as const;

type Row = {
  id: number;
  orderId: number;
  type: string;
  status: string;
  reason: string;
  description: string;
  scope: string;
  amount: number;
  images: string;
  operatorNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  refundedAt: Date | null;
  user: { id: number; username: string | null; phone: string | null; nickname: string } | null;
  order: { orderNo: string; status: number; totalAmount: number };
};

/** A request as the operator sees it: its shopper in full or masked (../staff/shopper-privacy.ts). */
function view(r: Row, seesShoppers: boolean): AdminAfterSale {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    orderStatus: r.order.status,
    type: r.type,
    status: r.status,
    reason: r.reason,
    description: r.description,
    scope: r.scope,
    amount: r.amount,
    images: parseImages(r.images),
    operatorNote: r.operatorNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    shopper: seesShoppers ? r.user : maskShopper(r.user),
  };
}

/** The queue: open requests by default (oldest first, the order they must be answered in), or one status. */
export async function adminListAfterSales(
  filter: AdminAfterSaleFilter,
  page: PageQuery,
  seesShoppers: boolean,
): Promise<Page<AdminAfterSale>> {
  await dbReady();
  const where = {
    status: filter.status ? filter.status : { in: [...OPEN_AFTER_SALE_STATUSES] },
    ...(filter.type ? { type: filter.type } : {}),
  };
  const [rows, total] = await Promise.all([
    db.afterSale.findMany({
      where,
      orderBy: filter.status ? [{ createdAt: "desc" }, { id: "desc" }] : [{ createdAt: "asc" }, { id: "asc" }],
      select,
      ...skipTake(page),
    }),
    db.afterSale.count({ where }),
  ]);
  return toPage(
    rows.map((r) => view(r, seesShoppers)),
    total,
    page,
  );
}

export async function adminAfterSaleDetail(id: number, seesShoppers: boolean): Promise<AdminAfterSaleDetail> {
  await dbReady();
  const row = await db.afterSale.findUnique({
    where: { id },
    select: {
      ...select,
      goodsAmount: true,
      couponShare: true,
      pointsShare: true,
      freightAmount: true,
      pointsBack: true,
      couponBack: true,
      returnAddress: true,
      returnBy: true,
      returnCourier: true,
      returnWaybill: true,
      shippedBackAt: true,
      receivedAt: true,
      writeOffNote: true,
      withoutReturn: true,
      items: { select: { orderItemId: true, quantity: true, amount: true, resellable: true, damaged: true } },
      order: {
        select: {
          orderNo: true,
          status: true,
          totalAmount: true,
          items: {
            select: { id: true, name: true, skuName: true, image: true, price: true, quantity: true },
            orderBy: { id: "asc" },
          },
          payments: { select: adminPaymentSelect, orderBy: { id: "asc" } },
        },
      },
    },
  });
  if (!row) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  const audit = await listAudit({ entity: "aftersale", entityId: String(id) }, { pageIndex: 1, pageSize: 50 });
  const requested = new Map(row.items.map((i) => [i.orderItemId, i]));
  return {
    ...view(row, seesShoppers),
    items: row.order.items.map((i) => ({
      ...i,
      requested: requested.get(i.id)?.quantity ?? 0,
      requestedAmount: requested.get(i.id)?.amount ?? 0,
      resellable: requested.get(i.id)?.resellable ?? 0,
      damaged: requested.get(i.id)?.damaged ?? 0,
    })),
    returnShipping: {
      address: row.returnAddress,
      sendBy: row.returnBy?.toISOString() ?? null,
      courier: row.returnCourier,
      waybill: row.returnWaybill,
      shippedAt: row.shippedBackAt?.toISOString() ?? null,
      receivedAt: row.receivedAt?.toISOString() ?? null,
      withoutReturn: row.withoutReturn,
      writeOffNote: row.writeOffNote,
    },
    breakdown: {
      goodsAmount: row.goodsAmount,
      couponShare: row.couponShare,
      pointsShare: row.pointsShare,
      freightAmount: row.freightAmount,
      pointsBack: row.pointsBack,
      couponBack: row.couponBack,
    },
    payments: row.order.payments.map(adminPaymentView),
    audit: audit.rows,
  };
}
