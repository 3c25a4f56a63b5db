// 评价晒图: at 520 the shopper rates the order (1-5), writes a text and attaches up to 9 photos; every
// item of the order gets the review and the order completes (530) in the same transaction. The move
// 520 -> 530 is conditional, so a second review (another tap, another device) finds the order complete
// and is refused; OrderItem's unique review is the backstop. The goods page reads the reviews of a
// product with a summary (count, average, share of good reviews: 4 or 5 stars).
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { ProductReviewsQuery, ReviewCreateInput } from "@/lib/validation/after-sales";
import { orderStatus, transitionOrder } from "../order/status";
import { assertOwnImages, parseImages } from "./review-images";
import type { z } from "zod";
import type { productReviewsSchema, reviewCreatedSchema } from "@/lib/validation/after-sales";

export const GOOD_RATING = 4;

export async function createReview(
  userId: number,
  input: ReviewCreateInput,
): Promise<z.output<typeof reviewCreatedSchema>> {
  await assertOwnImages(userId, input.images);
  return writeTransaction(
    async (tx) => {
      const order = await tx.order.findFirst({
        where: { id: input.orderId, userId, deletedAt: null },
        select: { id: true, items: { select: { id: true, productId: true, skuName: true } } },
      });
      if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
      try {
        await transitionOrder(tx, order.id, orderStatus.COMPLETE, { userId });
      } catch (error) {
        if (error instanceof ApiError && error.code === "CONFLICT")
          throw new ApiError("CONFLICT", { key: "REVIEW_NOT_ALLOWED" });
        throw error;
      }
      const images = JSON.stringify(input.images);
      await tx.review.createMany({
        data: order.items.map((item) => ({
          orderId: order.id,
          orderItemId: item.id,
          productId: item.productId,
          userId,
          skuName: item.skuName,
          rating: input.rating,
          content: input.content,
          images,
        })),
      });
      return { orderId: order.id, status: orderStatus.COMPLETE, reviews: order.items.length };
    },
    { outcome: true },
  );
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

export async function listProductReviews(query: ProductReviewsQuery): Promise<ProductReviews> {
  await dbReady();
  // Reviews an operator hid (back office) leave the page and its summary.
  const where = { productId: query.productId, hiddenAt: null };
  const [rows, total, stats, good] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true,
        rating: true,
        content: true,
        images: true,
        skuName: true,
        createdAt: true,
        reply: true,
        user: { select: { nickname: true, avatar: true } },
      },
      ...skipTake(query),
    }),
    db.review.count({ where }),
    db.review.aggregate({ where, _avg: { rating: true } }),
    db.review.count({ where: { ...where, rating: { gte: GOOD_RATING } } }),
  ]);
  const page = toPage(
    rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      content: r.content,
      images: parseImages(r.images),
      nickname: maskNickname(r.user?.nickname || ""),
      avatar: r.user?.avatar ?? "",
      skuName: r.skuName,
      createdAt: r.createdAt.toISOString(),
      reply: r.reply,
    })),
    total,
    query,
  );
  const average = total ? Math.round((stats._avg.rating ?? 0) * 10) / 10 : 0;
  return { ...page, summary: { count: total, average, goodRate: total ? Math.round((good / total) * 100) : 0 } };
}
