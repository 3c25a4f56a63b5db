// The home's banners in the back office (./save-content.ts says how a save works).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import type { z } from "zod";
import type { bannerSchemas } from "@/lib/validation/admin-marketing";
import type { AuditActor } from "../../audit/trail";
import { localizedOf, readTranslations } from "../admin-text";
import { checkedLink } from "../links";
import { byOrder, placedData, placedView, saveContentRow, type AdminBanner } from "./save-content";

export type BannerInput = z.output<typeof bannerSchemas.create>;

async function bannerViews(client: Tx, ids?: number[]): Promise<AdminBanner[]> {
  const rows = await client.banner.findMany({
    where: ids ? { id: { in: ids } } : {},
    orderBy: [{ position: "desc" }, ...byOrder],
  });
  const texts = await readTranslations(
    client,
    "banner",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    position: r.position === "big" ? "big" : "home",
    title: localizedOf(r.title, texts.get(r.id)?.get("title")),
    image: localizedOf(r.image, texts.get(r.id)?.get("image")),
    link: r.link,
    ...placedView(r),
  }));
}

export const oneBanner = async (client: Tx, id: number) => (await bannerViews(client, [id]))[0] ?? null;

export async function adminListBanners() {
  await dbReady();
  return { rows: await bannerViews(db) };
}

export async function adminSaveBanner(
  id: number | null,
  input: BannerInput & { version?: number },
  actor: AuditActor,
): Promise<AdminBanner> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      position: input.position,
      title: input.title["zh-Hans"],
      image: input.image["zh-Hans"],
      link: await checkedLink(tx, input.link),
      ...placedData(input),
    };
    return saveContentRow(tx, actor, id, {
      entity: "banner",
      read: (at) => oneBanner(tx, at),
      create: () => tx.banner.create({ data, select: { id: true } }),
      update: (at) =>
        tx.banner.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { title: input.title, image: input.image },
    });
  });
}
