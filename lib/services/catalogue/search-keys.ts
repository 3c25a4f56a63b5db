// The search keys of a product's names (./pinyin.ts says how a search reads them): its zh-Hans name and
// its zh-Hant name, each run of Chinese characters as pinyin syllables and as initials. Characters are
// read in their context by pinyin-pro's word dictionary (重庆 chong qing, 银行 yin hang), a zh-Hant
// name after turning it into simplified characters with OpenCC's tables (the dictionary's words are
// simplified: 重慶 read alone gives zhong qing). Both libraries run on the server only — nothing of
// the shop's screens imports this file (ESLint keeps services out of client modules).
//
// The keys are columns of Product, written in the same transaction as the names they come from:
// refreshNameKeys after any write of a name or a zh-Hant translation (console, CSV import, seed),
// backfillNameKeys for rows whose keys were never written (NULL: the migration's new columns, or rows
// written by a script that did not set them). docs/decisions/032-search.md
import { pinyin } from "pinyin-pro";
import { Converter } from "opencc-js/t2cn";
import type { Db, Tx } from "@/lib/db";
// The SQL helpers only (engine-neutral); "@/lib/db" itself would open the app's client.
import { Prisma } from "@/lib/generated/prisma/client";

export type NameKeys = { namePinyin: string; nameInitials: string };

let toSimplified: ((text: string) => string) | undefined;

/** The runs of Chinese characters of `name`, each as its syllables ("星耀 X20 智能手机" -> [[xing, yao], [zhi, neng, shou, ji]]). */
function syllableRuns(name: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const char of pinyin(name, { toneType: "none", type: "all", v: true })) {
    // Letters only ("ê" is read "e"); anything else — Latin, digits, a space, a character the
    // dictionary has no reading for — ends the run.
    const syllable = char.isZh ? char.pinyin.normalize("NFD").replace(/[^a-z]/g, "") : "";
    if (syllable) run.push(syllable);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs;
}

/** The keys of a product's names: its zh-Hans name and, when it has one, its zh-Hant name. */
export function nameKeys(hans: string, hant?: string | null): NameKeys {
  const runs = syllableRuns(hans);
  if (hant) {
    toSimplified ??= Converter({ from: "t", to: "cn" });
    runs.push(...syllableRuns(toSimplified(hant)));
  }
  const pinyinRuns = [...new Set(runs.map((r) => `'${r.join("'")}`))];
  const initialRuns = [...new Set(runs.map((r) => r.map((s) => s[0]).join("")))];
  return { namePinyin: pinyinRuns.join(" "), nameInitials: initialRuns.join(" ") };
}

/** Products per read and write of a refresh. */
const CHUNK = 500;

type Client = Tx | Db;

/** Writes the keys of these products from their names as they stand in `client` (inside the writer's transaction). */
export async function refreshNameKeys(client: Client, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const ids = productIds.slice(i, i + CHUNK);
    const rows = await client.product.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        name: true,
        namePinyin: true,
        nameInitials: true,
        translations: { where: { locale: "zh-Hant" }, select: { name: true } },
      },
    });
    const changed = rows
      .map((row) => ({ row, keys: nameKeys(row.name, row.translations[0]?.name) }))
      .filter(({ row, keys }) => keys.namePinyin !== row.namePinyin || keys.nameInitials !== row.nameInitials);
    if (changed.length === 0) continue;
    // One statement for the chunk (a backfill of 20,000 products is 40 of them, not 20,000); the keys
    // are derived data, so the row's updatedAt stays the operator's.
    const set = (column: keyof NameKeys) =>
      Prisma.sql`CASE "id" ${Prisma.join(
        changed.map(({ row, keys }) => Prisma.sql`WHEN ${row.id} THEN ${keys[column]}`),
        " ",
      )} END`;
    await client.$executeRaw`UPDATE "Product" SET "namePinyin" = ${set("namePinyin")}, "nameInitials" = ${set("nameInitials")} WHERE "id" IN (${Prisma.join(changed.map(({ row }) => row.id))})`;
  }
}

/** Writes the keys of every product that has none yet (NULL), in chunks; returns how many. */
export async function backfillNameKeys(client: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = (
      await client.product.findMany({
        where: { OR: [{ namePinyin: null }, { nameInitials: null }] },
        select: { id: true },
        orderBy: { id: "asc" },
        take: CHUNK,
      })
    ).map((r) => r.id);
    if (ids.length === 0) return done;
    await client.$transaction(async (tx) => refreshNameKeys(tx, ids), { timeout: 60_000 });
    done += ids.length;
  }
}
