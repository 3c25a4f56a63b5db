// The console's group rules (拼团, docs/decisions/040-group-buying.md): list, create, edit. A save is
// conditional on the version the operator read (a stale save is 409 with the record as saved now) and
// audited in its transaction. The SKUs must be the product's and the group price below each one's own
// price. A rule's changes reach groups opened afterwards: a group copies its size and end when it opens.
import type { z } from "zod";
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { groupStatus } from "@/lib/domain/group-status";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { AdminGroupRuleQuery, GroupRuleInput, GroupRuleUpdate } from "@/lib/validation/admin-group";
import type { adminGroupRuleSchema } from "@/lib/validation/responses/admin-group";
import { withAudit, type AuditActor } from "../audit/trail";

export type AdminGroupRule = z.output<typeof adminGroupRuleSchema>;

const select = {
  id: true,
  version: true,
  productId: true,
  product: { select: { name: true } },
  skus: { select: { skuId: true }, orderBy: { skuId: "asc" as const } },
  price: true,
  size: true,
  hoursToFill: true,
  perUserLimit: true,
  startsAt: true,
  endsAt: true,
  active: true,
} as const;

type Row = {
  id: number;
  version: number;
  productId: number;
  product: { name: string };
  skus: { skuId: number }[];
  price: number;
  size: number;
  hoursToFill: number;
  perUserLimit: number;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
};

async function views(client: Tx | typeof db, rows: Row[]): Promise<AdminGroupRule[]> {
  const counts = await client.groupBuy.groupBy({
    by: ["ruleId", "status"],
    where: { ruleId: { in: rows.map((r) => r.id) } },
    _count: { _all: true },
  });
  const count = (ruleId: number, status: string) =>
    counts.find((c) => c.ruleId === ruleId && c.status === status)?._count._all ?? 0;
  return rows.map(({ product, skus, startsAt, endsAt, ...r }) => ({
    ...r,
    productName: product.name,
    skuIds: skus.map((s) => s.skuId),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    groups: {
      open: count(r.id, groupStatus.OPEN),
      full: count(r.id, groupStatus.FULL),
      failed: count(r.id, groupStatus.FAILED),
    },
  }));
}

async function viewOne(client: Tx | typeof db, id: number): Promise<AdminGroupRule> {
  const row = await client.groupRule.findUnique({ where: { id }, select });
  if (!row) throw new ApiError("NOT_FOUND", { key: "GROUP_RULE_NOT_FOUND" });
  return (await views(client, [row]))[0];
}

export async function adminListGroupRules(query: AdminGroupRuleQuery): Promise<Page<AdminGroupRule>> {
  await dbReady();
  const where = {
    ...(query.state === "all" ? {} : { active: query.state === "on" }),
    ...(query.productId === undefined ? {} : { productId: query.productId }),
  };
  const [rows, total] = await Promise.all([
    db.groupRule.findMany({ where, orderBy: [{ id: "desc" }], select, ...skipTake(query) }),
    db.groupRule.count({ where }),
  ]);
  return toPage(await views(db, rows), total, query);
}

/** The SKUs must be the product's, and the group price below each one's regular price. */
async function checkRule(tx: Tx, input: GroupRuleInput): Promise<void> {
  if (!(await tx.product.count({ where: { id: input.productId } })))
    throw new ApiError("VALIDATION", { fields: { productId: "not_found" } });
  const skus = await tx.sku.findMany({
    where: { id: { in: input.skuIds }, productId: input.productId },
    select: { price: true },
  });
  if (skus.length !== input.skuIds.length) throw new ApiError("VALIDATION", { fields: { skuIds: "not_found" } });
  if (skus.some((s) => input.price >= s.price))
    throw new ApiError("VALIDATION", { fields: { price: "group_price_not_lower" } });
}

const columns = (input: GroupRuleInput) => ({
  productId: input.productId,
  price: input.price,
  size: input.size,
  hoursToFill: input.hoursToFill,
  perUserLimit: input.perUserLimit,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  active: input.active,
});

async function writeSkus(tx: Tx, ruleId: number, skuIds: readonly number[]): Promise<void> {
  await tx.groupRuleSku.deleteMany({ where: { ruleId } });
  await tx.groupRuleSku.createMany({ data: skuIds.map((skuId) => ({ ruleId, skuId })) });
}

/** The record as the audit trail keeps it (no counters: they are not the operator's change). */
const audited = (r: AdminGroupRule) => ({
  productId: r.productId,
  skuIds: r.skuIds,
  price: r.price,
  size: r.size,
  hoursToFill: r.hoursToFill,
  perUserLimit: r.perUserLimit,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  active: r.active,
});

export async function adminCreateGroupRule(input: GroupRuleInput, actor: AuditActor): Promise<AdminGroupRule> {
  await dbReady();
  return writeTransaction(async (tx) => {
    await checkRule(tx, input);
    const { id } = await tx.groupRule.create({ data: columns(input), select: { id: true } });
    await writeSkus(tx, id, input.skuIds);
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, {
      action: "group_rule.create",
      entity: "group_rule",
      entityId: id,
      after: audited(after),
    });
    return after;
  });
}

/** Saves an edit made on `version` (active: false stops new groups; open ones fill or fail on their own terms). */
export async function adminUpdateGroupRule(
  id: number,
  input: GroupRuleUpdate,
  actor: AuditActor,
): Promise<AdminGroupRule> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await viewOne(tx, id);
    await checkRule(tx, input);
    const changed = await tx.groupRule.updateMany({
      where: { id, version: input.version },
      data: { ...columns(input), version: { increment: 1 } },
    });
    if (changed.count !== 1) throw new ApiError("CONFLICT", { key: "STALE_VERSION", current: before });
    await writeSkus(tx, id, input.skuIds);
    const after = await viewOne(tx, id);
    await withAudit(tx, actor, {
      action: "group_rule.update",
      entity: "group_rule",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
