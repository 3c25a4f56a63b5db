// The home's buttons in the back office (./save-content.ts says how a save works).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import type { z } from "zod";
import type { homeButtonSchemas } from "@/lib/validation/admin-marketing";
import type { AuditActor } from "../../audit/trail";
import { localizedOf, readTranslations } from "../admin-text";
import { checkedLink } from "../links";
import { byOrder, placedData, placedView, saveContentRow, type AdminHomeButton } from "./save-content";

export type HomeButtonInput = z.output<typeof homeButtonSchemas.create>;

async function buttonViews(client: Tx, ids?: number[]): Promise<AdminHomeButton[]> {
  const rows = await client.homeButton.findMany({ where: ids ? { id: { in: ids } } : {}, orderBy: byOrder });
  const texts = await readTranslations(
    client,
    "button",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: localizedOf(r.name, texts.get(r.id)?.get("name")),
    icon: r.icon,
    link: r.link,
    ...placedView(r),
  }));
}

export const oneButton = async (client: Tx, id: number) => (await buttonViews(client, [id]))[0] ?? null;

export async function adminListHomeButtons() {
  await dbReady();
  return { rows: await buttonViews(db) };
}

export async function adminSaveHomeButton(
  id: number | null,
  input: HomeButtonInput & { version?: number },
  actor: AuditActor,
): Promise<AdminHomeButton> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      name: input.name["zh-Hans"],
      icon: input.icon,
      link: await checkedLink(tx, input.link),
      ...placedData(input),
    };
    return saveContentRow(tx, actor, id, {
      entity: "button",
      read: (at) => oneButton(tx, at),
      create: () => tx.homeButton.create({ data, select: { id: true } }),
      update: (at) =>
        tx.homeButton.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { name: input.name },
    });
  });
}
