// Activities and their products in the back office (./save-content.ts says how a save works).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { activitySchemas } from "@/lib/validation/admin-marketing";
import type { AuditActor } from "../../audit/trail";
import { localizedOf, readTranslations } from "../admin-text";
import { saveContentRow, type AdminActivity } from "./save-content";

export type ActivityInput = z.output<typeof activitySchemas.create>;

async function activityViews(client: Tx, ids?: number[]): Promise<AdminActivity[]> {
  const rows = await client.activity.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    include: { products: { select: { productId: true }, orderBy: { productId: "asc" } } },
  });
  const texts = await readTranslations(
    client,
    "activity",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: localizedOf(r.title, texts.get(r.id)?.get("title")),
    description: localizedOf(r.description, texts.get(r.id)?.get("description")),
    image: localizedOf(r.image, texts.get(r.id)?.get("image")),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    sort: r.sort,
    active: r.active,
    productIds: r.products.map((p) => p.productId),
    version: r.version,
  }));
}

const oneActivity = async (client: Tx, id: number) => (await activityViews(client, [id]))[0] ?? null;

export async function adminListActivities() {
  await dbReady();
  return { rows: await activityViews(db) };
}

export async function adminSaveActivity(
  id: number | null,
  input: ActivityInput & { version?: number },
  actor: AuditActor,
): Promise<AdminActivity> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const productIds = [...new Set(input.productIds)];
    if ((await tx.product.count({ where: { id: { in: productIds } } })) !== productIds.length)
      throw new ApiError("VALIDATION", { fields: { productIds: "not_found" } });
    const data = {
      title: input.title["zh-Hans"],
      description: input.description["zh-Hans"],
      image: input.image["zh-Hans"],
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      sort: input.sort,
      active: input.active,
    };
    return saveContentRow(tx, actor, id, {
      entity: "activity",
      read: (at) => oneActivity(tx, at),
      create: () => tx.activity.create({ data, select: { id: true } }),
      update: (at) =>
        tx.activity.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: {
        title: input.title,
        description: input.description,
        image: input.image,
      },
      also: async (at) => {
        await tx.activityProduct.deleteMany({ where: { activityId: at } });
        if (productIds.length)
          await tx.activityProduct.createMany({ data: productIds.map((productId) => ({ activityId: at, productId })) });
      },
    });
  });
}
