// The home and its pages in the back office (issue 23): banners, home buttons, hot search words,
// activities, recommended shops and the boutique / recommend / new / imported lists — texts per
// locale, pictures from the back office's uploads, links checked (../links.ts), order, a time window,
// on/off. Each save is one transaction with its audit row and names the version it read (a stale one
// is 409 with the record as it is now). Every table here bumps the catalogue version, so shoppers on
// every process see a change at once. docs/decisions/020-marketing-and-content.md
//
// One file per kind of piece (./banners.ts, ./home-buttons.ts, ./hot-words.ts, ./activities.ts,
// ./shops.ts, ./tag-lists.ts, ./delete-home-piece.ts); this one is the save they share.
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type {
  adminActivitySchema,
  adminBannerSchema,
  adminHomeButtonSchema,
  adminHotWordSchema,
  adminShopSchema,
  adminTagListSchema,
} from "@/lib/validation/responses/admin-marketing";
import { withAudit, type AuditActor } from "../../audit/trail";
import { staleVersion, writeTranslations, type LocalizedText } from "../admin-text";
import type { ContentEntity } from "../content-locale";

type Out<S extends z.ZodType> = z.output<S>;
export type AdminBanner = Out<typeof adminBannerSchema>;
export type AdminHomeButton = Out<typeof adminHomeButtonSchema>;
export type AdminHotWord = Out<typeof adminHotWordSchema>;
export type AdminActivity = Out<typeof adminActivitySchema>;
export type AdminShop = Out<typeof adminShopSchema>;
export type AdminTagList = Out<typeof adminTagListSchema>;

export const iso = (d: Date | null) => d?.toISOString() ?? null;
export const byOrder = [{ sort: "asc" as const }, { id: "asc" as const }];

/** What every placed piece (banner, button, hot word) has: its place in the order, on/off, its window. */
type Placed = { sort: number; active: boolean; startsAt: Date | null; endsAt: Date | null };

/** A placed piece's fields as the back office reads them. */
export const placedView = (r: Placed & { version: number }) => ({
  sort: r.sort,
  active: r.active,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  version: r.version,
});

/** A placed piece's fields as they are written. */
export const placedData = (input: Placed): Placed => ({
  sort: input.sort,
  active: input.active,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
});

/** Saves `data` on row `id` if it still has `version`; else 409 with `current()` (or 404). */
async function saveVersioned<T>(
  update: () => Promise<{ count: number }>,
  current: () => Promise<T | null>,
  notFoundKey: string,
): Promise<void> {
  if ((await update()).count === 1) return;
  const now = await current();
  if (now === null) throw new ApiError("NOT_FOUND", { key: notFoundKey });
  throw staleVersion(now);
}

/**
 * One content row's save, in the caller's transaction: created (`id` null) or updated if it still has
 * the version the operator read (else 409 with the row as it is now, or 404), `also` (rows that hang
 * off it), its texts per locale, and the audit row with the record before and after.
 */
export async function saveContentRow<V extends Record<string, unknown>>(
  tx: Tx,
  actor: AuditActor,
  id: number | null,
  row: {
    entity: ContentEntity;
    read: (id: number) => Promise<V | null>;
    create: () => Promise<{ id: number }>;
    update: (id: number) => Promise<{ count: number }>;
    texts: Record<string, LocalizedText | undefined>;
    also?: (id: number) => Promise<void>;
  },
): Promise<V> {
  const before = id === null ? null : await row.read(id);
  const at = id === null ? (await row.create()).id : id;
  if (id !== null)
    await saveVersioned(
      () => row.update(at),
      () => row.read(at),
      "NOT_FOUND",
    );
  await row.also?.(at);
  await writeTranslations(tx, row.entity, at, row.texts);
  const after = (await row.read(at))!;
  await withAudit(tx, actor, {
    action: before ? `${row.entity}.update` : `${row.entity}.create`,
    entity: row.entity,
    entityId: at,
    before,
    after,
  });
  return after;
}
