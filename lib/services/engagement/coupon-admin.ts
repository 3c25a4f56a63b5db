// Coupons in the back office (issue 23): create, edit, stop and start, claim and use counts, and the
// claims as CSV. Every change is one transaction with its audit row; an edit names the version it
// read and a stale one is 409 with the coupon as it is now. Lowering the total below what shoppers
// already claimed is refused: the conditional update says `claimedCount <= new total`, so a claim
// racing the edit cannot slip past it. docs/decisions/020-marketing-and-content.md
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import { csvStream } from "@/lib/text/csv";
import { formatDateTime } from "@/lib/format/date";
import { adminTranslator } from "@/lib/i18n/admin-messages";
import type { Locale } from "@/lib/i18n/routing";
import type { z } from "zod";
import type { AdminCouponQuery, couponCreateSchema, couponUpdateSchema } from "@/lib/validation/admin-marketing";
import type { AdminCoupon } from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../audit/trail";
import { localizedOf, readTranslations, staleVersion, writeTranslations } from "../catalogue/admin-text";

export type CouponInput = z.output<typeof couponCreateSchema>;
export type CouponUpdate = z.output<typeof couponUpdateSchema>;

const select = {
  id: true,
  name: true,
  kind: true,
  threshold: true,
  amountOff: true,
  ratePercent: true,
  maxDiscount: true,
  validFrom: true,
  validTo: true,
  validDays: true,
  totalQuantity: true,
  perUserLimit: true,
  isNewUser: true,
  scope: true,
  active: true,
  claimedCount: true,
  createdAt: true,
  version: true,
  targets: { select: { targetId: true }, orderBy: { targetId: "asc" } },
} as const;

type Row = {
  id: number;
  name: string;
  kind: string;
  threshold: number;
  amountOff: number;
  ratePercent: number | null;
  maxDiscount: number | null;
  validFrom: Date;
  validTo: Date;
  validDays: number | null;
  totalQuantity: number;
  perUserLimit: number;
  isNewUser: boolean;
  scope: string;
  active: boolean;
  claimedCount: number;
  createdAt: Date;
  version: number;
  targets: { targetId: number }[];
};

async function views(client: Tx, rows: Row[]): Promise<AdminCoupon[]> {
  const ids = rows.map((r) => r.id);
  const [texts, used] = await Promise.all([
    readTranslations(client, "coupon", ids),
    client.userCoupon.groupBy({
      by: ["couponId"],
      where: { couponId: { in: ids }, usedAt: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const usedBy = new Map(used.map((u) => [u.couponId, u._count._all]));
  return rows.map((r) => ({
    ...r,
    kind: r.kind === "rate" ? "rate" : "amount",
    scope: r.scope === "categories" || r.scope === "products" ? r.scope : "all",
    name: localizedOf(r.name, texts.get(r.id)?.get("name")),
    validFrom: r.validFrom.toISOString(),
    validTo: r.validTo.toISOString(),
    createdAt: r.createdAt.toISOString(),
    targetIds: r.targets.map((t) => t.targetId),
    usedCount: usedBy.get(r.id) ?? 0,
  }));
}

async function viewOne(client: Tx, id: number): Promise<AdminCoupon> {
  const row = await client.coupon.findUnique({ where: { id }, select });
  if (!row) throw new ApiError("NOT_FOUND", { key: "COUPON_NOT_FOUND" });
  return (await views(client, [row]))[0];
}

export async function adminListCoupons(query: AdminCouponQuery): Promise<Page<AdminCoupon>> {
  await dbReady();
  const where = query.status === "all" ? {} : { active: query.status === "active" };
  const [rows, total] = await Promise.all([
    db.coupon.findMany({ where, orderBy: { id: "desc" }, select, ...skipTake(query) }),
    db.coupon.count({ where }),
  ]);
  return toPage(await views(db, rows), total, query);
}

export async function adminGetCoupon(id: number): Promise<AdminCoupon> {
  await dbReady();
  return viewOne(db, id);
}

/** The scope's targets must exist: a coupon for a deleted category would silently apply to nothing. */
async function checkTargets(tx: Tx, input: CouponInput): Promise<number[]> {
  if (input.scope === "all") return [];
  const ids = [...new Set(input.targetIds)];
  const found =
    input.scope === "categories"
      ? await tx.category.count({ where: { id: { in: ids } } })
      : await tx.product.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw new ApiError("VALIDATION", { fields: { targetIds: "not_found" } });
  return ids;
}

/** The columns of a coupon from its input (the terms a kind does not use are cleared). */
function columns(input: CouponInput) {
  return {
    name: input.name["zh-Hans"],
    kind: input.kind,
    threshold: input.threshold,
    amountOff: input.kind === "amount" ? input.amountOff : 0,
    ratePercent: input.kind === "rate" ? input.ratePercent : null,
    maxDiscount: input.kind === "rate" ? input.maxDiscount : null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    validDays: input.validDays,
    totalQuantity: input.totalQuantity,
    perUserLimit: input.perUserLimit,
    isNewUser: input.isNewUser,
    scope: input.scope,
    active: input.active,
  };
}

const audited = (c: AdminCoupon) => {
  const { claimedCount: _c, usedCount: _u, createdAt: _t, ...rest } = c;
  void _c;
  void _u;
  void _t;
  return rest;
};

export async function adminCreateCoupon(input: CouponInput, actor: AuditActor): Promise<AdminCoupon> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const targetIds = await checkTargets(tx, input);
    const created = await tx.coupon.create({
      data: { ...columns(input), targets: { create: targetIds.map((targetId) => ({ targetId })) } },
      select: { id: true },
    });
    await writeTranslations(tx, "coupon", created.id, { name: input.name });
    const after = await viewOne(tx, created.id);
    await withAudit(tx, actor, {
      action: "coupon.create",
      entity: "coupon",
      entityId: created.id,
      after: audited(after),
    });
    return after;
  });
}

/**
 * Saves an edit made on `version`. The update is conditional on that version and on the claims so far
 * fitting the new total; when it misses, the coupon as it is now says which (409 either way).
 */
export async function adminUpdateCoupon(id: number, input: CouponUpdate, actor: AuditActor): Promise<AdminCoupon> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await viewOne(tx, id);
    const targetIds = await checkTargets(tx, input);
    const changed = await tx.coupon.updateMany({
      where: { id, version: input.version, claimedCount: { lte: input.totalQuantity } },
      data: { ...columns(input), version: { increment: 1 } },
    });
    if (changed.count !== 1) {
      if (before.version !== input.version) throw staleVersion(before);
      throw new ApiError("CONFLICT", {
        key: "COUPON_QUANTITY_BELOW_CLAIMED",
        values: { claimed: before.claimedCount },
        fields: { totalQuantity: "below_claimed" },
        current: before,
      });
    }
    await tx.couponTarget.deleteMany({ where: { couponId: id } });
    if (targetIds.length)
      await tx.couponTarget.createMany({ data: targetIds.map((targetId) => ({ couponId: id, targetId })) });
    await writeTranslations(tx, "coupon", id, { name: input.name });
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, {
      action: "coupon.update",
      entity: "coupon",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Stops a coupon (no more claims; coupons already held stay usable until they expire) or starts it again. */
export async function adminSetCouponActive(
  id: number,
  active: boolean,
  version: number,
  actor: AuditActor,
): Promise<AdminCoupon> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await viewOne(tx, id);
    const changed = await tx.coupon.updateMany({ where: { id, version }, data: { active, version: { increment: 1 } } });
    if (changed.count !== 1) throw staleVersion(before);
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, {
      action: active ? "coupon.start" : "coupon.stop",
      entity: "coupon",
      entityId: id,
      before: { active: before.active },
      after: { active: after.active },
    });
    return after;
  });
}

const EXPORT_BATCH = 1000;

/**
 * Every claim of a coupon as CSV, streamed in batches by id (nothing holds the whole list): who, when,
 * until when, used when and by which order, headed in the operator's language with the times on the
 * shop's clock. The export itself is audited before the first byte.
 */
export async function exportCouponClaims(
  id: number,
  locale: Locale,
  actor: AuditActor,
): Promise<ReadableStream<Uint8Array>> {
  await dbReady();
  if (!(await db.coupon.count({ where: { id } }))) throw new ApiError("NOT_FOUND", { key: "COUPON_NOT_FOUND" });
  await writeTransaction((tx) =>
    withAudit(tx, actor, { action: "coupon.export_claims", entity: "coupon", entityId: id }),
  );
  async function* batches() {
    let after = 0;
    for (;;) {
      const rows = await db.userCoupon.findMany({
        where: { couponId: id, id: { gt: after } },
        orderBy: { id: "asc" },
        take: EXPORT_BATCH,
        select: {
          id: true,
          userId: true,
          claimedAt: true,
          expiresAt: true,
          usedAt: true,
          user: { select: { username: true, phone: true } },
          order: { select: { orderNo: true } },
        },
      });
      if (rows.length === 0) return;
      after = rows[rows.length - 1].id;
      yield rows.map((r) => [
        r.id,
        r.userId,
        r.user.username ?? "",
        r.user.phone ?? "",
        formatDateTime(r.claimedAt, locale),
        formatDateTime(r.expiresAt, locale),
        r.usedAt ? formatDateTime(r.usedAt, locale) : "",
        r.order?.orderNo ?? "",
      ]);
    }
  }
  // Headings in the operator's language and times on the shop's clock, as the order export writes them.
  const t = adminTranslator(locale);
  const columns = ["claimId", "shopperId", "username", "phone", "claimedAt", "expiresAt", "usedAt", "orderNo"];
  return csvStream(
    columns.map((c) => t(`export.${c}`)),
    batches(),
  );
}
