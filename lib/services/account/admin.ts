// Shoppers in the back office (issue 21, "Shoppers"): search, the detail (orders, points ledger,
// addresses, after-sales, the account's audit trail), disabling (every token stops working at once:
// the token version moves on, and logins refuse a disabled account) and enabling, and point adjustments
// with a reason. Each change is audited in its own transaction.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { phoneCandidates } from "@/lib/phone";
import { addressText } from "./address-text";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { AdminShopperFilter } from "@/lib/validation/admin-service";
import type { AdminShopper, AdminShopperDetail } from "@/lib/validation/responses/admin-service";
import { listAudit, withAudit, type AuditActor } from "../audit/trail";
import { addPointsEntry, pointsReason } from "../engagement/points";

const select = {
  id: true,
  username: true,
  phone: true,
  nickname: true,
  points: true,
  createdAt: true,
  disabledAt: true,
  deletedAt: true,
  _count: { select: { orders: true } },
} as const;

type Row = {
  id: number;
  username: string | null;
  phone: string | null;
  nickname: string;
  points: number;
  createdAt: Date;
  disabledAt: Date | null;
  deletedAt: Date | null;
  _count: { orders: number };
};

function view({ _count, createdAt, disabledAt, deletedAt, ...row }: Row): AdminShopper {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    disabledAt: disabledAt?.toISOString() ?? null,
    deletedAt: deletedAt?.toISOString() ?? null,
    orderCount: _count.orders,
  };
}

/**
 * `q` is a shopper id, a phone number, a username (exact) or the start of a nickname. A phone number
 * may be typed as stored (+85366123456), with spaces (+853 6612 3456) or without its region code
 * (66123456, 13812345678, 0912 345 678): every E.164 number it can mean is looked up (lib/phone).
 */
export async function adminListShoppers(filter: AdminShopperFilter): Promise<Page<AdminShopper>> {
  await dbReady();
  const q = filter.q?.trim();
  const or: object[] = [];
  if (q) {
    or.push({ username: q.toLowerCase() }, { nickname: { startsWith: q } });
    if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) or.push({ id: Number(q) });
    const phones = phoneCandidates(q);
    if (phones.length) or.push({ phone: { in: phones } });
  }
  const where = {
    ...(or.length ? { OR: or } : {}),
    ...(filter.status === "disabled" ? { disabledAt: { not: null } } : {}),
    ...(filter.status === "active" ? { disabledAt: null, deletedAt: null } : {}),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, orderBy: { id: "desc" }, select, ...skipTake(filter) }),
    db.user.count({ where }),
  ]);
  return toPage(rows.map(view), total, filter);
}

const PAID = [500, 510, 520, 530];

export async function adminShopperDetail(id: number): Promise<AdminShopperDetail> {
  await dbReady();
  const user = await db.user.findUnique({ where: { id }, select });
  if (!user) throw new ApiError("NOT_FOUND", { key: "SHOPPER_NOT_FOUND" });
  const [orders, paid, ledger, addresses, afterSales, audit] = await Promise.all([
    db.order.findMany({
      where: { userId: id },
      orderBy: { id: "desc" },
      take: 20,
      select: { id: true, orderNo: true, status: true, totalAmount: true, createdAt: true },
    }),
    db.order.aggregate({ where: { userId: id, status: { in: PAID } }, _sum: { totalAmount: true } }),
    db.pointsEntry.findMany({
      where: { userId: id },
      orderBy: { id: "desc" },
      take: 30,
      select: { id: true, delta: true, reason: true, createdAt: true },
    }),
    db.address.findMany({
      where: { userId: id, deletedAt: null },
      orderBy: { id: "asc" },
      select: {
        id: true,
        name: true,
        phone: true,
        province: true,
        city: true,
        district: true,
        postalCode: true,
        detail: true,
        isDefault: true,
      },
    }),
    db.afterSale.findMany({
      where: { userId: id },
      orderBy: { id: "desc" },
      take: 20,
      select: { id: true, orderId: true, type: true, status: true, amount: true, createdAt: true },
    }),
    listAudit({ entity: "shopper", entityId: String(id) }, { pageIndex: 1, pageSize: 50 }),
  ]);
  return {
    ...view(user),
    paidTotal: paid._sum.totalAmount ?? 0,
    orders: orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    pointsLedger: ledger.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      phone: a.phone,
      address: addressText(a),
      isDefault: a.isDefault,
    })),
    afterSales: afterSales.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    audit: audit.rows,
  };
}

/** Disables a shopper (every token of theirs stops working at once) or enables them again. */
export async function setShopperDisabled(
  id: number,
  disabled: boolean,
  reason: string,
  actor: AuditActor,
): Promise<AdminShopper> {
  await dbReady();
  const row = await writeTransaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "SHOPPER_NOT_FOUND" });
    if ((before.disabledAt !== null) === disabled) return before;
    const after = await tx.user.update({
      where: { id },
      data: disabled ? { disabledAt: new Date(), tokenVersion: { increment: 1 } } : { disabledAt: null },
      select,
    });
    await withAudit(tx, actor, {
      action: disabled ? "shopper.disable" : "shopper.enable",
      entity: "shopper",
      entityId: id,
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
      reason,
    });
    return after;
  });
  return view(row);
}

/** Gives (delta > 0) or takes points; the balance never goes below zero (409 POINTS_NOT_ENOUGH). */
export async function adjustShopperPoints(
  id: number,
  delta: number,
  reason: string,
  actor: AuditActor,
): Promise<AdminShopper> {
  await dbReady();
  const row = await writeTransaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id }, select: { id: true, points: true, deletedAt: true } });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "SHOPPER_NOT_FOUND" });
    await addPointsEntry(tx, { userId: id, delta, reason: pointsReason.ADJUST });
    const after = await tx.user.findUniqueOrThrow({ where: { id }, select });
    await withAudit(tx, actor, {
      action: "shopper.points",
      entity: "shopper",
      entityId: id,
      before: { points: before.points },
      after: { points: after.points, delta },
      reason,
    });
    return after;
  });
  return view(row);
}
