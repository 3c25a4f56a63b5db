// Whether the shop is open (docs/decisions/033-go-live.md). Until its owner opens it, a shop made by
// `npm run setup` shows visitors a coming-soon page (lib/shop-gate/lane.ts) and refuses their orders;
// operators signed in to the console see and use the real shop, to try it before opening. A database
// without the setting — the demo, or a shop from before this setting existed — is open.
//
// Every page request asks, so each process keeps the answer for OPEN_STATE_TTL_MS: a change made on one
// process reaches the others within that time, and at once on the process that made it.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { z } from "zod";
import { withAudit, type AuditActor } from "../audit/trail";
import { resolveSession } from "../staff/sessions";
import { readSetting, SHOP_SETTING } from "./settings";
import { forgettable } from "@/lib/process-caches";

export const OPEN_STATE_TTL_MS = 2_000;

const openSchema = z.object({ open: z.boolean(), at: z.iso.datetime(), by: z.string() });

export type OpenState = { open: boolean; since: string | null; by: string | null; version: number };

export async function shopOpenState(client: Tx = db): Promise<OpenState> {
  await dbReady();
  const stored = await readSetting(client, SHOP_SETTING.open, openSchema);
  if (!stored.value) return { open: true, since: null, by: null, version: stored.version };
  return { open: stored.value.open, since: stored.value.at, by: stored.value.by, version: stored.version };
}

let cached: { open: boolean; until: number } | null = null;
let asking: Promise<boolean> | null = null;

forgettable("shop-open-state", () => {
  cached = null;
  asking = null;
});

/** The open state this process knows, while it is fresh; null when it must be asked (isShopOpen). */
export function knownOpenState(now = Date.now()): boolean | null {
  return cached && cached.until > now ? cached.open : null;
}

/** The last answer this process had, however old; null before the first (a fallback when the database cannot answer). */
export function lastKnownOpenState(): boolean | null {
  return cached?.open ?? null;
}

/** Whether the shop is open: the fresh known answer, else one read shared by every caller waiting for it. */
export async function isShopOpen(): Promise<boolean> {
  const known = knownOpenState();
  if (known !== null) return known;
  asking ??= shopOpenState()
    .then(({ open }) => {
      cached = { open, until: Date.now() + OPEN_STATE_TTL_MS };
      return open;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Whoever holds a live console session (the `mall_admin` cookie's token) previews the closed shop. */
export async function isOperatorPreview(sessionToken: string | null): Promise<boolean> {
  if (!sessionToken) return false;
  return (await resolveSession(sessionToken)) !== null;
}

/**
 * Orders are taken while the shop is open, and before that from a browser signed in to the console (a
 * trial purchase before opening). Anyone else: 409 SHOP_CLOSED, in the shopper's language.
 */
export async function assertShopTakesOrders(sessionToken: string | null): Promise<void> {
  if (await isShopOpen()) return;
  if (await isOperatorPreview(sessionToken)) return;
  throw new ApiError("CONFLICT", { key: "SHOP_CLOSED" });
}

/**
 * Opens or closes the shop; audited with what the launch checklist still missed when it opened (the
 * console asks the owner to confirm those first). Opening an open shop, or closing a closed one, changes
 * nothing and writes nothing.
 */
export async function setShopOpen(
  open: boolean,
  options: { reason: string; missing: readonly string[] },
  actor: AuditActor,
): Promise<OpenState> {
  if (!open && !options.reason) throw new ApiError("VALIDATION", { fields: { reason: "required" } });
  await dbReady();
  const state = await writeTransaction((tx) => moveOpenState(tx, open, options, actor));
  cached = { open: state.open, until: Date.now() + OPEN_STATE_TTL_MS };
  return state;
}

/** The move itself, in `tx` (the setup command closes the new shop in its own transaction). */
export async function moveOpenState(
  tx: Tx,
  open: boolean,
  options: { reason: string; missing: readonly string[] },
  actor: AuditActor,
): Promise<OpenState> {
  const before = await shopOpenState(tx);
  if (before.open === open && before.version > 0) return before;
  const value = JSON.stringify({ open, at: new Date().toISOString(), by: actor.actor });
  // Conditional on the version read: of two owners pressing at once, one moves it and the other is told.
  const moved =
    before.version === 0
      ? await tx.shopSetting.createMany({ data: [{ key: SHOP_SETTING.open, value }] })
      : await tx.shopSetting.updateMany({
          where: { key: SHOP_SETTING.open, version: before.version },
          data: { value, version: { increment: 1 } },
        });
  if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "STALE_VERSION", current: before });
  await withAudit(tx, actor, {
    action: open ? "shop.open" : "shop.close",
    entity: "shop",
    entityId: "",
    before: { open: before.open },
    after: { open, ...(open && options.missing.length ? { checklistMissing: options.missing } : {}) },
    reason: options.reason,
  });
  return shopOpenState(tx);
}

/** Forgets this process's answer (tests that change the database under the service). */
export function forgetOpenState(): void {
  cached = null;
}
