// Review moderation in the back office (issue 21, "Reviews"): the list with filters, hiding and showing
// a review with a reason (a hidden review leaves the goods page and its summary, ./review.ts), and the
// shop's reply shown under it. Each change is audited in its own transaction.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { AdminReviewFilter } from "@/lib/validation/admin-service";
import type { AdminReview } from "@/lib/validation/responses/admin-service";
import { withAudit, type AuditActor } from "../audit/trail";
import { parseImages } from "./review-images";

const select = {
  id: true,
  productId: true,
  orderId: true,
  skuName: true,
  rating: true,
  content: true,
  images: true,
  createdAt: true,
  hiddenAt: true,
  hiddenReason: true,
  reply: true,
  repliedAt: true,
  product: { select: { name: true } },
  order: { select: { orderNo: true } },
  user: { select: { id: true, username: true, phone: true, nickname: true } },
} as const;

type Row = {
  id: number;
  productId: number;
  orderId: number;
  skuName: string;
  rating: number;
  content: string;
  images: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string;
  reply: string;
  repliedAt: Date | null;
  product: { name: string };
  order: { orderNo: string };
  user: { id: number; username: string | null; phone: string | null; nickname: string } | null;
};

function view(r: Row): AdminReview {
  return {
    id: r.id,
    productId: r.productId,
    productName: r.product.name,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    shopper: r.user,
    skuName: r.skuName,
    rating: r.rating,
    content: r.content,
    images: parseImages(r.images),
    createdAt: r.createdAt.toISOString(),
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

export async function adminListReviews(filter: AdminReviewFilter): Promise<Page<AdminReview>> {
  await dbReady();
  const where = {
    ...(filter.productId !== undefined ? { productId: filter.productId } : {}),
    ...(filter.rating !== undefined ? { rating: filter.rating } : {}),
    ...(filter.visibility === "hidden" ? { hiddenAt: { not: null } } : {}),
    ...(filter.visibility === "visible" ? { hiddenAt: null } : {}),
  };
  const [rows, total] = await Promise.all([
    db.review.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select, ...skipTake(filter) }),
    db.review.count({ where }),
  ]);
  return toPage(rows.map(view), total, filter);
}

async function change(
  id: number,
  actor: AuditActor,
  apply: (before: Row) => { data: Record<string, unknown>; action: string; reason?: string } | null,
): Promise<AdminReview> {
  await dbReady();
  const row = await writeTransaction(async (tx) => {
    const before = await tx.review.findUnique({ where: { id }, select });
    if (!before) throw new ApiError("NOT_FOUND", { key: "REVIEW_NOT_FOUND" });
    const step = apply(before);
    if (!step) return before;
    const after = await tx.review.update({ where: { id }, data: step.data, select });
    const pick = (r: Row) => ({ hidden: r.hiddenAt !== null, hiddenReason: r.hiddenReason, reply: r.reply });
    await withAudit(tx, actor, {
      action: step.action,
      entity: "review",
      entityId: id,
      before: pick(before),
      after: pick(after),
      reason: step.reason,
    });
    return after;
  });
  return view(row);
}

/** Hides a review from the goods page (or shows it again), with the reason the trail keeps. */
export function setReviewHidden(id: number, hidden: boolean, reason: string, actor: AuditActor) {
  return change(id, actor, (before) =>
    (before.hiddenAt !== null) === hidden
      ? null
      : {
          action: hidden ? "review.hide" : "review.unhide",
          data: hidden ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: "" },
          reason,
        },
  );
}

/** The shop's reply under a review; an empty text removes it. */
export function replyToReview(id: number, reply: string, actor: AuditActor) {
  return change(id, actor, (before) =>
    before.reply === reply ? null : { action: "review.reply", data: { reply, repliedAt: reply ? new Date() : null } },
  );
}
