// 评价晒图, item by item: while an order waits for review (520) the shopper rates each item on its own
// (1-5), writes a text, attaches up to 9 photos, optionally anonymously; items may be skipped and
// reviewed later. The order completes (530) once every item that is kept has a review — an item whose
// every unit was refunded needs none — or, when the review window closes (./windows.ts), by the sweep,
// which gives the items left the default good review (auto, as Taobao does). One follow-up review
// (追评) per review, within its window. The goods page reads a product's reviews with their summary.
// A review is unique per order item (the backstop of a double submit); the order's row lock orders
// the writers of one order.
import { db, dbReady, lockRow, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { Locale } from "@/lib/i18n/routing";
import type { ProductReviewsQuery, ReviewCreateInput, ReviewFollowUpInput } from "@/lib/validation/after-sales";
import { localizeContent } from "../catalogue/content-locale";
import { orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "../order/status";
import { assertOwnImages, parseImages } from "./review-images";
import { GRANTED_STATUSES } from "@/lib/domain/after-sale-status";
import { followUpDeadline, reviewWindowStart } from "./windows";
import type { z } from "zod";
import type { productReviewsSchema, reviewCreatedSchema, reviewFollowedUpSchema } from "@/lib/validation/after-sales";

const GOOD_RATING = 4;
/** The default review the sweep gives an item left unreviewed when the window closes. */
export const DEFAULT_RATING = 5;

type ItemState = {
  id: number;
  quantity: number;
  review: { id: number } | null;
  afterSaleItems: { quantity: number }[];
};

/** Granted refunds (a mutable copy: a query's `in` takes one). */
const granted: string[] = [...GRANTED_STATUSES];
const itemStateSelect = {
  id: true,
  productId: true,
  skuName: true,
  quantity: true,
  afterSaleQuantity: true,
  review: { select: { id: true } },
  // Units whose refund was granted: they need no review.
  afterSaleItems: {
    where: { afterSale: { status: { in: granted } } },
    select: { quantity: true },
  },
} as const;

/** An item still needs a review: none yet, and some of it was kept (not refunded). */
function needsReview(item: ItemState): boolean {
  return item.review === null && item.afterSaleItems.reduce((n, a) => n + a.quantity, 0) < item.quantity;
}

/** Completes an order waiting for review once no item needs a review; true when it moved. */
export async function completeIfReviewed(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { status: true, items: { select: itemStateSelect } },
  });
  if (!order || order.status !== orderStatus.WAITING_FOR_REVIEW || order.items.some(needsReview)) return false;
  await transitionOrder(tx, orderId, orderStatus.COMPLETE, { now });
  return true;
}

export type ReviewCreated = z.output<typeof reviewCreatedSchema>;

/** Reviews some items of the caller's order waiting for review; the order completes when none is left. */
export async function createReviews(
  userId: number,
  input: ReviewCreateInput,
  now: Date = new Date(),
): Promise<ReviewCreated> {
  await assertOwnImages(
    userId,
    input.items.flatMap((i) => i.images),
  );
  return writeTransaction(
    async (tx) => {
      await lockRow(tx, "Order", input.orderId);
      const order = await tx.order.findFirst({
        where: { id: input.orderId, userId, deletedAt: null },
        select: { id: true, status: true, items: { select: itemStateSelect } },
      });
      if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
      if (order.status !== orderStatus.WAITING_FOR_REVIEW)
        throw new ApiError("CONFLICT", { key: "REVIEW_NOT_ALLOWED" });
      const rows = input.items.map((wanted) => {
        const item = order.items.find((i) => i.id === wanted.orderItemId);
        if (!item) throw new ApiError("NOT_FOUND", { key: "ORDER_ITEM_NOT_FOUND" });
        if (item.review) throw new ApiError("CONFLICT", { key: "REVIEW_EXISTS" });
        return {
          orderId: order.id,
          orderItemId: item.id,
          productId: item.productId,
          userId,
          skuName: item.skuName,
          rating: wanted.rating,
          content: wanted.content,
          images: JSON.stringify(wanted.images),
          hasPhotos: wanted.images.length > 0,
          anonymous: wanted.anonymous,
          createdAt: now,
        };
      });
      await tx.review.createMany({ data: rows });
      const completed = await completeIfReviewed(tx, order.id, now);
      const reviewed = new Set([
        ...order.items.filter((i) => i.review).map((i) => i.id),
        ...rows.map((r) => r.orderItemId),
      ]);
      return {
        orderId: order.id,
        status: completed ? orderStatus.COMPLETE : order.status,
        reviewed: rows.length,
        remaining: order.items.filter((i) => !reviewed.has(i.id) && needsReview(i)).length,
      };
    },
    { shopper: userId, outcome: true },
  );
}

/** 追评: one follow-up per review of the caller's, within the follow-up window after receipt. */
export async function followUpReview(
  userId: number,
  input: ReviewFollowUpInput,
  now: Date = new Date(),
): Promise<z.output<typeof reviewFollowedUpSchema>> {
  await dbReady();
  await assertOwnImages(userId, input.images);
  const review = await db.review.findFirst({
    where: { id: input.reviewId, userId },
    select: { id: true, createdAt: true, followUpAt: true, order: { select: { receivedAt: true } } },
  });
  if (!review) throw new ApiError("NOT_FOUND", { key: "REVIEW_NOT_FOUND" });
  if (now > followUpDeadline(review.order.receivedAt ?? review.createdAt))
    throw new ApiError("CONFLICT", { key: "FOLLOW_UP_CLOSED" });
  return writeTransaction(
    async (tx) => {
      const written = await tx.review.updateMany({
        // Conditional: the second of two follow-ups finds one written and changes nothing.
        where: { id: review.id, userId, followUpAt: null },
        data: {
          followUpContent: input.content,
          followUpImages: JSON.stringify(input.images),
          followUpAt: now,
          ...(input.images.length ? { hasPhotos: true } : {}),
        },
      });
      if (written.count !== 1) throw new ApiError("CONFLICT", { key: "FOLLOW_UP_EXISTS" });
      return { id: review.id, followUpAt: now.toISOString() };
    },
    { outcome: true },
  );
}

/**
 * The review window's sweep: every order waiting for review that was received longer ago than the
 * window gets the default good review on each item still needing one, and completes. One
 * transaction per order; an order a shopper completes meanwhile is left as it is. Returns how many
 * orders it completed.
 */
export async function closeReviewWindows(options: { now?: Date; limit?: number } = {}): Promise<number> {
  await dbReady();
  const now = options.now ?? new Date();
  const due = await db.order.findMany({
    where: { status: orderStatus.WAITING_FOR_REVIEW, receivedAt: { lte: reviewWindowStart(now) } },
    orderBy: { receivedAt: "asc" },
    take: options.limit ?? 200,
    select: { id: true },
  });
  let completed = 0;
  for (const { id } of due) {
    const moved = await writeTransaction(async (tx) => {
      await lockRow(tx, "Order", id);
      const order = await tx.order.findUnique({
        where: { id },
        select: { status: true, userId: true, items: { select: itemStateSelect } },
      });
      if (!order || order.status !== orderStatus.WAITING_FOR_REVIEW) return false;
      await tx.review.createMany({
        data: order.items
          // An item with a return still open is left unrated rather than praised by default.
          .filter((i) => needsReview(i) && i.afterSaleQuantity < i.quantity)
          .map((i) => ({
            orderId: id,
            orderItemId: i.id,
            productId: i.productId,
            userId: order.userId,
            skuName: i.skuName,
            rating: DEFAULT_RATING,
            content: "",
            auto: true,
            createdAt: now,
          })),
      });
      await transitionOrder(tx, id, orderStatus.COMPLETE, { now });
      return true;
    });
    if (moved) completed += 1;
  }
  return completed;
}

export type ProductReviews = z.output<typeof productReviewsSchema>;
export type ReviewRow = ProductReviews["rows"][number];

/** A nickname shown on a public review: first and last character only (张*三), like every mall does. */
export function maskNickname(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return "";
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(Math.min(3, chars.length - 2))}${chars.at(-1)}`;
}

const DAY_MS = 86_400_000;

/** A product's reviews, newest first (only those with photos when asked), the SKUs in the reader's locale. */
export async function listProductReviews(query: ProductReviewsQuery, locale: Locale): Promise<ProductReviews> {
  await dbReady();
  // Reviews an operator hid (back office) leave the page and its summary.
  const all = { productId: query.productId, hiddenAt: null };
  const where = query.withPhotos === "1" ? { ...all, hasPhotos: true } : all;
  const [rows, total, count, stats, good, withPhotos] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        rating: true,
        content: true,
        images: true,
        anonymous: true,
        auto: true,
        skuName: true,
        createdAt: true,
        followUpContent: true,
        followUpImages: true,
        followUpAt: true,
        reply: true,
        orderItem: { select: { skuId: true } },
        user: { select: { nickname: true, avatar: true } },
      },
      ...skipTake(query),
    }),
    db.review.count({ where }),
    db.review.count({ where: all }),
    db.review.aggregate({ where: all, _avg: { rating: true } }),
    db.review.count({ where: { ...all, rating: { gte: GOOD_RATING } } }),
    db.review.count({ where: { ...all, hasPhotos: true } }),
  ]);
  const skuNames = await localizeContent(
    "sku",
    rows.map((r) => ({ id: r.orderItem.skuId, name: r.skuName })),
    locale,
    ["name"],
  );
  const page = toPage(
    rows.map((r, i) => ({
      id: r.id,
      rating: r.rating,
      content: r.content,
      images: parseImages(r.images),
      nickname: r.anonymous ? "" : maskNickname(r.user?.nickname || ""),
      avatar: r.anonymous ? "" : (r.user?.avatar ?? ""),
      anonymous: r.anonymous,
      auto: r.auto,
      skuName: skuNames[i].name,
      createdAt: r.createdAt.toISOString(),
      followUp:
        r.followUpAt && r.followUpContent !== null
          ? {
              content: r.followUpContent,
              images: parseImages(r.followUpImages),
              createdAt: r.followUpAt.toISOString(),
              days: Math.floor((r.followUpAt.getTime() - r.createdAt.getTime()) / DAY_MS),
            }
          : null,
      reply: r.reply,
    })),
    total,
    query,
  );
  const average = count ? Math.round((stats._avg.rating ?? 0) * 10) / 10 : 0;
  return {
    ...page,
    summary: { count, average, goodRate: count ? Math.round((good / count) * 100) : 0, withPhotos },
  };
}
