// Reading after-sales requests: the shopper's own, and the operator's to-do list.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { OPEN_AFTER_SALE_STATUSES, type AfterSaleStatus, type AfterSaleType } from "@/lib/domain/after-sale-status";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { AfterSaleReason, SystemAfterSaleReason } from "@/lib/validation/after-sales";
import type { z } from "zod";
import type { afterSaleSchema } from "@/lib/validation/after-sales";
import { parseImages } from "./review-images";

export const afterSaleSelect = {
  id: true,
  orderId: true,
  type: true,
  scope: true,
  status: true,
  reason: true,
  description: true,
  images: true,
  amount: true,
  goodsAmount: true,
  couponShare: true,
  pointsShare: true,
  freightAmount: true,
  pointsBack: true,
  couponBack: true,
  operatorNote: true,
  createdAt: true,
  decidedAt: true,
  refundedAt: true,
  returnAddress: true,
  returnBy: true,
  returnCourier: true,
  returnWaybill: true,
  shippedBackAt: true,
  receivedAt: true,
  writeOffNote: true,
  withoutReturn: true,
  order: { select: { orderNo: true } },
  items: {
    select: {
      orderItemId: true,
      quantity: true,
      amount: true,
      resellable: true,
      damaged: true,
      orderItem: { select: { productId: true, skuId: true, name: true, skuName: true, image: true } },
    },
    orderBy: { id: "asc" as const },
  },
} as const;

type Row = {
  id: number;
  orderId: number;
  type: string;
  scope: string;
  status: string;
  reason: string;
  description: string;
  images: string;
  amount: number;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  couponBack: boolean;
  operatorNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  refundedAt: Date | null;
  returnAddress: string;
  returnBy: Date | null;
  returnCourier: string;
  returnWaybill: string;
  shippedBackAt: Date | null;
  receivedAt: Date | null;
  writeOffNote: string;
  withoutReturn: boolean;
  order: { orderNo: string };
  items: {
    orderItemId: number;
    quantity: number;
    amount: number;
    resellable: number;
    damaged: number;
    orderItem: { productId: number; skuId: number; name: string; skuName: string; image: string };
  }[];
};

export type AfterSaleView = z.output<typeof afterSaleSchema>;

export function afterSaleView(r: Row): AfterSaleView {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    type: r.type as AfterSaleType,
    scope: r.scope as "order" | "items",
    status: r.status as AfterSaleStatus,
    reason: r.reason as AfterSaleReason | SystemAfterSaleReason,
    description: r.description,
    images: parseImages(r.images),
    refundAmount: r.amount,
    goodsAmount: r.goodsAmount,
    couponShare: r.couponShare,
    pointsShare: r.pointsShare,
    freightAmount: r.freightAmount,
    pointsBack: r.pointsBack,
    couponBack: r.couponBack,
    operatorNote: r.operatorNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    returnShipping: {
      address: r.returnAddress,
      sendBy: r.returnBy?.toISOString() ?? null,
      courier: r.returnCourier,
      waybill: r.returnWaybill,
      shippedAt: r.shippedBackAt?.toISOString() ?? null,
      receivedAt: r.receivedAt?.toISOString() ?? null,
      withoutReturn: r.withoutReturn,
    },
    // Filled for the reader (./localized.ts): the couriers are named in their locale.
    returnCouriers: [],
    items: r.items.map((i) => ({
      orderItemId: i.orderItemId,
      quantity: i.quantity,
      amount: i.amount,
      resellable: i.resellable,
      damaged: i.damaged,
      ...i.orderItem,
    })),
    itemCount: r.items.reduce((n, i) => n + i.quantity, 0),
  };
}

export async function listAfterSales(userId: number, query: PageQuery): Promise<Page<AfterSaleView>> {
  await dbReady();
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.afterSale.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: afterSaleSelect,
      ...skipTake(query),
    }),
    db.afterSale.count({ where }),
  ]);
  return toPage(
    rows.map((r) => afterSaleView(r)),
    total,
    query,
  );
}

/** The caller's request; another shopper's id answers 404. */
export async function getAfterSaleOrThrow(userId: number, id: number): Promise<AfterSaleView> {
  await dbReady();
  const row = await db.afterSale.findFirst({ where: { id, userId }, select: afterSaleSelect });
  if (!row) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  return afterSaleView(row);
}

/** The operator's to-do list: returns waiting for a decision and refunds the provider has not confirmed. */
export async function listOpenAfterSales(limit = 50) {
  await dbReady();
  return db.afterSale.findMany({
    where: { status: { in: [...OPEN_AFTER_SALE_STATUSES] } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      orderId: true,
      type: true,
      scope: true,
      status: true,
      reason: true,
      description: true,
      amount: true,
      createdAt: true,
      order: { select: { orderNo: true } },
      items: { select: { quantity: true, orderItem: { select: { name: true, skuName: true } } } },
    },
  });
}
