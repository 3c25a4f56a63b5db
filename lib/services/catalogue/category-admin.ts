// Categories in the back office (issue 23, "Categories"): the whole tree with names in every locale
// and product counts; create, rename, move (never under itself, never deeper than the specification's
// ten levels), reorder siblings, hide; delete only what holds no product and no child. Names of the
// other locales are ContentTranslation rows (docs/decisions/009). Every change is audited.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { MAX_CATEGORY_LEVELS, otherLocales, type LocaleText } from "@/lib/validation/admin-catalogue";
import type { AdminCategoryNode } from "@/lib/validation/responses/admin-catalogue";
import { withAudit, type AuditActor } from "../audit/trail";

type Row = { id: number; name: string; icon: string; hidden: boolean; sort: number; parentId: number | null };

async function allRows(tx: Tx | typeof db): Promise<Row[]> {
  return tx.category.findMany({
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, name: true, icon: true, hidden: true, sort: true, parentId: true },
  });
}

/** How deep `id` sits (1 for a top-level category) and how tall its subtree is (1 for a leaf). */
function depthOf(rows: Row[], id: number | null): number {
  let depth = 0;
  for (let at = id, guard = 0; at !== null && guard < 100; guard++) {
    depth++;
    at = rows.find((r) => r.id === at)?.parentId ?? null;
  }
  return depth;
}
function heightOf(rows: Row[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}
function isUnder(rows: Row[], candidate: number | null, ancestor: number): boolean {
  for (let at = candidate, guard = 0; at !== null && guard < 100; guard++) {
    if (at === ancestor) return true;
    at = rows.find((r) => r.id === at)?.parentId ?? null;
  }
  return false;
}

export async function adminCategoryTree(): Promise<{ rows: AdminCategoryNode[] }> {
  await dbReady();
  const [rows, texts, counts] = await Promise.all([
    allRows(db),
    db.contentTranslation.findMany({ where: { entity: "category", field: "name" } }),
    db.product.groupBy({ by: ["categoryId"], where: { deletedAt: null }, _count: { _all: true } }),
  ]);
  const build = (parentId: number | null): AdminCategoryNode[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const name = { "zh-Hans": r.name } as LocaleText;
        for (const t of texts)
          if (t.entityId === r.id && t.value) name[t.locale as (typeof otherLocales)[number]] = t.value;
        return {
          ...r,
          name,
          productCount: counts.find((c) => c.categoryId === r.id)?._count._all ?? 0,
          children: build(r.id),
        };
      });
  return { rows: build(null) };
}

async function writeNames(tx: Tx, id: number, name: LocaleText) {
  for (const locale of otherLocales) {
    const key = { entity: "category", locale, entityId: id, field: "name" };
    const value = name[locale];
    if (value)
      await tx.contentTranslation.upsert({
        where: { entity_locale_entityId_field: key },
        create: { ...key, value },
        update: { value },
      });
    else await tx.contentTranslation.deleteMany({ where: key });
  }
}

type CategoryInput = { name: LocaleText; parentId: number | null; icon: string; hidden: boolean };

function view(row: Row, name: LocaleText) {
  return { ...row, name };
}

export async function createCategory(input: CategoryInput, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const rows = await allRows(tx);
    if (input.parentId !== null && !rows.some((r) => r.id === input.parentId))
      throw new ApiError("VALIDATION", { fields: { parentId: "invalid" } });
    if (depthOf(rows, input.parentId) + 1 > MAX_CATEGORY_LEVELS)
      throw new ApiError("CONFLICT", { key: "CATEGORY_TOO_DEEP", values: { max: MAX_CATEGORY_LEVELS } });
    const sort = Math.max(-1, ...rows.filter((r) => r.parentId === input.parentId).map((r) => r.sort)) + 1;
    const row = await tx.category.create({
      data: { name: input.name["zh-Hans"], parentId: input.parentId, icon: input.icon, hidden: input.hidden, sort },
      select: { id: true, name: true, icon: true, hidden: true, sort: true, parentId: true },
    });
    await writeNames(tx, row.id, input.name);
    await withAudit(tx, actor, {
      action: "category.create",
      entity: "category",
      entityId: row.id,
      after: { name: input.name["zh-Hans"], parentId: input.parentId },
    });
    return view(row, input.name);
  });
}

/** Renames, re-icons, hides or moves a category (with its subtree) under another parent. */
export async function updateCategory(id: number, input: CategoryInput, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const rows = await allRows(tx);
    const before = rows.find((r) => r.id === id);
    if (!before) throw new ApiError("NOT_FOUND", { key: "CATEGORY_NOT_FOUND" });
    if (input.parentId !== null && !rows.some((r) => r.id === input.parentId))
      throw new ApiError("VALIDATION", { fields: { parentId: "invalid" } });
    if (isUnder(rows, input.parentId, id)) throw new ApiError("CONFLICT", { key: "CATEGORY_UNDER_ITSELF" });
    if (depthOf(rows, input.parentId) + heightOf(rows, id) > MAX_CATEGORY_LEVELS)
      throw new ApiError("CONFLICT", { key: "CATEGORY_TOO_DEEP", values: { max: MAX_CATEGORY_LEVELS } });
    const moved = before.parentId !== input.parentId;
    const sort = moved
      ? Math.max(-1, ...rows.filter((r) => r.parentId === input.parentId).map((r) => r.sort)) + 1
      : before.sort;
    const row = await tx.category.update({
      where: { id },
      data: { name: input.name["zh-Hans"], parentId: input.parentId, icon: input.icon, hidden: input.hidden, sort },
      select: { id: true, name: true, icon: true, hidden: true, sort: true, parentId: true },
    });
    await writeNames(tx, id, input.name);
    await withAudit(tx, actor, {
      action: "category.update",
      entity: "category",
      entityId: id,
      before: { name: before.name, parentId: before.parentId, icon: before.icon, hidden: before.hidden },
      after: { name: row.name, parentId: row.parentId, icon: row.icon, hidden: row.hidden },
    });
    return view(row, input.name);
  });
}

/** The order of one parent's children: exactly those children, in the new order. */
export async function reorderCategories(parentId: number | null, ids: number[], actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const children = await tx.category.findMany({ where: { parentId }, select: { id: true } });
    const same =
      children.length === ids.length && children.every((c) => ids.includes(c.id)) && new Set(ids).size === ids.length;
    if (!same) throw new ApiError("VALIDATION", { fields: { ids: "invalid" } });
    for (const [sort, id] of ids.entries()) await tx.category.update({ where: { id }, data: { sort } });
    await withAudit(tx, actor, {
      action: "category.reorder",
      entity: "category",
      entityId: parentId ?? 0,
      after: { order: ids },
    });
    return { ok: true as const };
  });
}

/** Deletes an empty category; one with products (move them first) or children is refused. */
export async function deleteCategory(id: number, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.category.findUnique({
      where: { id },
      select: { name: true, _count: { select: { products: true, children: true } } },
    });
    if (!before) throw new ApiError("NOT_FOUND", { key: "CATEGORY_NOT_FOUND" });
    if (before._count.products > 0)
      throw new ApiError("CONFLICT", { key: "CATEGORY_HAS_PRODUCTS", values: { count: before._count.products } });
    if (before._count.children > 0) throw new ApiError("CONFLICT", { key: "CATEGORY_HAS_CHILDREN" });
    await tx.contentTranslation.deleteMany({ where: { entity: "category", entityId: id } });
    await tx.category.delete({ where: { id } });
    await withAudit(tx, actor, {
      action: "category.delete",
      entity: "category",
      entityId: id,
      before: { name: before.name },
    });
    return { ok: true as const };
  });
}
