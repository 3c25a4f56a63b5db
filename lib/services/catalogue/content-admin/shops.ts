// The recommended shops in the back office (./save-content.ts says how a save works).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import type { z } from "zod";
import type { shopSchemas } from "@/lib/validation/admin-marketing";
import type { AuditActor } from "../../audit/trail";
import { localizedOf, readTranslations } from "../admin-text";
import { byOrder, saveContentRow, type AdminShop } from "./save-content";

export type ShopInput = z.output<typeof shopSchemas.create>;

async function shopViews(client: Tx, ids?: number[]): Promise<AdminShop[]> {
  const rows = await client.shop.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: byOrder,
    include: { _count: { select: { products: true } } },
  });
  const texts = await readTranslations(
    client,
    "shop",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: localizedOf(r.name, texts.get(r.id)?.get("name")),
    description: localizedOf(r.description, texts.get(r.id)?.get("description")),
    logo: r.logo,
    recommended: r.recommended,
    sort: r.sort,
    productCount: r._count.products,
    version: r.version,
  }));
}

const oneShop = async (client: Tx, id: number) => (await shopViews(client, [id]))[0] ?? null;

export async function adminListShops() {
  await dbReady();
  return { rows: await shopViews(db) };
}

export async function adminSaveShop(id: number | null, input: ShopInput & { version?: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      name: input.name["zh-Hans"],
      description: input.description["zh-Hans"],
      logo: input.logo,
      recommended: input.recommended,
      sort: input.sort,
    };
    return saveContentRow(tx, actor, id, {
      entity: "shop",
      read: (at) => oneShop(tx, at),
      create: () => tx.shop.create({ data, select: { id: true } }),
      update: (at) =>
        tx.shop.updateMany({ where: { id: at, version: input.version }, data: { ...data, version: { increment: 1 } } }),
      texts: { name: input.name, description: input.description },
    });
  });
}
