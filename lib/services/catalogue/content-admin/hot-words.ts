// The hot search words in the back office (./save-content.ts says how a save works).
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import type { z } from "zod";
import type { hotWordSchemas } from "@/lib/validation/admin-marketing";
import type { AuditActor } from "../../audit/trail";
import { localizedOf, readTranslations } from "../admin-text";
import { byOrder, placedData, placedView, saveContentRow, type AdminHotWord } from "./save-content";

export type HotWordInput = z.output<typeof hotWordSchemas.create>;

async function hotWordViews(client: Tx, ids?: number[]): Promise<AdminHotWord[]> {
  const rows = await client.hotSearchWord.findMany({ where: ids ? { id: { in: ids } } : {}, orderBy: byOrder });
  const texts = await readTranslations(
    client,
    "hotword",
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    word: localizedOf(r.word, texts.get(r.id)?.get("word")),
    ...placedView(r),
  }));
}

export const oneHotWord = async (client: Tx, id: number) => (await hotWordViews(client, [id]))[0] ?? null;

export async function adminListHotWords() {
  await dbReady();
  return { rows: await hotWordViews(db) };
}

export async function adminSaveHotWord(
  id: number | null,
  input: HotWordInput & { version?: number },
  actor: AuditActor,
): Promise<AdminHotWord> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const data = {
      word: input.word["zh-Hans"],
      ...placedData(input),
    };
    return saveContentRow(tx, actor, id, {
      entity: "hotword",
      read: (at) => oneHotWord(tx, at),
      create: () => tx.hotSearchWord.create({ data, select: { id: true } }),
      update: (at) =>
        tx.hotSearchWord.updateMany({
          where: { id: at, version: input.version },
          data: { ...data, version: { increment: 1 } },
        }),
      texts: { word: input.word },
    });
  });
}
