// The boutique / recommend / new / imported lists in the back office: an ordered list of products each.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { tagListSchema } from "@/lib/validation/admin-marketing";
import { withAudit, type AuditActor } from "../../audit/trail";
import { staleVersion } from "../admin-text";
import type { AdminTagList } from "./save-content";

export type TagName = AdminTagList["tag"];

/**
 * A list has no row of its own: its version is a ShopSetting row (`list.<tag>`) that every save moves
 * on by a conditional update, so of two operators saving the same list at once one gets 409.
 */
const listKey = (tag: TagName) => `list.${tag}`;

async function tagList(client: Tx, tag: TagName): Promise<AdminTagList> {
  const [rows, setting] = await Promise.all([
    client.productTag.findMany({
      where: { tag },
      orderBy: [{ sort: "asc" }, { productId: "asc" }],
      select: { product: { select: { id: true, name: true, image: true, price: true, isOnSale: true } } },
    }),
    client.shopSetting.findUnique({ where: { key: listKey(tag) }, select: { version: true } }),
  ]);
  return { tag, rows: rows.map((r) => r.product), version: setting?.version ?? 0 };
}

export async function adminGetTagList(tag: TagName): Promise<AdminTagList> {
  await dbReady();
  return tagList(db, tag);
}

/** Replaces a list with `productIds` in that order, if it is still the list the operator read. */
export async function adminSaveTagList(
  tag: TagName,
  input: z.output<typeof tagListSchema>,
  actor: AuditActor,
): Promise<AdminTagList> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tagList(tx, tag);
    const key = listKey(tag);
    const moved =
      input.version === 0
        ? await tx.shopSetting.createMany({ data: [{ key, value: "", version: 1 }] }).catch(() => ({ count: 0 }))
        : await tx.shopSetting.updateMany({
            where: { key, version: input.version },
            data: { version: { increment: 1 } },
          });
    if (moved.count !== 1) throw staleVersion(before);
    if ((await tx.product.count({ where: { id: { in: input.productIds } } })) !== input.productIds.length)
      throw new ApiError("VALIDATION", { fields: { productIds: "not_found" } });
    await tx.productTag.deleteMany({ where: { tag, productId: { notIn: input.productIds } } });
    for (const [sort, productId] of input.productIds.entries())
      await tx.productTag.upsert({
        where: { tag_productId: { tag, productId } },
        create: { tag, productId, sort },
        update: { sort },
      });
    const after = await tagList(tx, tag);
    await withAudit(tx, actor, {
      action: "list.update",
      entity: "list",
      entityId: tag,
      before: { productIds: before.rows.map((r) => r.id) },
      after: { productIds: after.rows.map((r) => r.id) },
    });
    return after;
  });
}
