// The shop's own settings (docs/decisions/033-go-live.md): its profile, the regions it sells to and the
// languages it writes in, its legal pages, whether it is open, when it was set up and when it was last
// backed up. Each is one ShopSetting row holding JSON, checked by its schema when read (a row that no
// longer fits reads as unset), and written with the version the editor read (a stale one is 409 with the
// setting as saved now) in one transaction with its audit row. Nothing here is cached except the open
// state (./open-state.ts), which every page request asks.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { currencies, DEFAULT_CURRENCY, type Currency } from "@/lib/domain/money";
import type { Locale } from "@/lib/i18n/routing";
import { z } from "zod";
import {
  legalPageSchema,
  shopMarketsSchema,
  shopProfileSchema,
  type LegalKind,
  type LegalText,
  type ShopMarkets,
  type ShopProfileInput,
} from "@/lib/validation/shop";
import { SETUP_SETTING } from "@/lib/shop-marks";
import { withAudit, type AuditActor } from "../audit/trail";
import { staleVersion } from "../catalogue/admin-text";

/** The ShopSetting keys of this domain. */
export const SHOP_SETTING = {
  profile: "shop.profile",
  markets: "shop.markets",
  currency: "shop.currency",
  open: "shop.open",
  setup: SETUP_SETTING,
  backup: "shop.backup",
  legal: (kind: LegalKind) => `legal.${kind}`,
} as const;

export type Stored<T> = { value: T | null; version: number; updatedAt: Date | null };

/** A setting as stored: its value when the row exists and fits `schema`, else null; version 0 when there is no row. */
export async function readSetting<S extends z.ZodType>(
  client: Tx,
  key: string,
  schema: S,
): Promise<Stored<z.output<S>>> {
  const row = await client.shopSetting.findUnique({
    where: { key },
    select: { value: true, version: true, updatedAt: true },
  });
  if (!row) return { value: null, version: 0, updatedAt: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.value);
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(parsed);
  return { value: result.success ? result.data : null, version: row.version, updatedAt: row.updatedAt };
}

/**
 * Writes a setting made on `version` (0: never saved) and its audit row, in `tx`. A version that is no
 * longer the stored one is 409 with `current`, the setting as saved now.
 */
export async function writeSetting(
  tx: Tx,
  key: string,
  value: unknown,
  version: number,
  audit: { actor: AuditActor; action: string; before: unknown; reason?: string; current: unknown },
): Promise<void> {
  const text = JSON.stringify(value);
  const moved =
    version === 0
      ? (await tx.shopSetting.findUnique({ where: { key }, select: { key: true } }))
        ? { count: 0 }
        : await tx.shopSetting.createMany({ data: [{ key, value: text }] })
      : await tx.shopSetting.updateMany({ where: { key, version }, data: { value: text, version: { increment: 1 } } });
  if (moved.count !== 1) throw staleVersion(audit.current);
  await withAudit(tx, audit.actor, {
    action: audit.action,
    entity: "setting",
    entityId: key,
    before: audit.before === null || audit.before === undefined ? null : { value: audit.before },
    after: { value },
    reason: audit.reason,
  });
}

// ---------- the profile ----------

export type ShopProfile = ShopProfileInput;

const emptyProfile: ShopProfile = {
  name: { "zh-Hans": "" },
  logo: "",
  phone: "",
  email: "",
  returnAddress: "",
  hours: { "zh-Hans": "" },
};

export async function shopProfile(client: Tx = db): Promise<Stored<ShopProfile> & { profile: ShopProfile }> {
  await dbReady();
  const stored = await readSetting(client, SHOP_SETTING.profile, shopProfileSchema);
  return { ...stored, profile: stored.value ?? emptyProfile };
}

/** A localized text in `locale`, else zh-Hans (the shop's base language), as the catalogue falls back. */
export function inLocale(text: Partial<Record<Locale, string | undefined>>, locale: Locale): string {
  return text[locale]?.trim() || text["zh-Hans"] || "";
}

/** The console's shop screen: the profile, regions and languages, the currency, and the versions to save them on. */
export async function shopSettingsView(client: Tx = db) {
  const [profile, markets, currency, orders] = await Promise.all([
    shopProfile(client),
    shopMarkets(client),
    shopCurrencySetting(client),
    client.order.count(),
  ]);
  return {
    profile: profile.profile,
    profileVersion: profile.version,
    markets: markets.markets,
    marketsSaved: markets.value !== null,
    marketsVersion: markets.version,
    currency: currency.currency,
    currencySaved: currency.value !== null,
    currencyVersion: currency.version,
    /** Orders so far: once there is one, the currency is fixed (saveShopCurrency). */
    orders,
  };
}

export async function saveShopProfile(input: ShopProfileInput & { version: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, ...profile } = input;
    const before = await shopProfile(tx);
    await writeSetting(tx, SHOP_SETTING.profile, profile, version, {
      actor,
      action: "shop.profile",
      before: before.value,
      current: { profile: before.profile, version: before.version },
    });
    return shopSettingsView(tx);
  });
}

// ---------- regions and languages ----------

/** Where a shop that never chose sells: the mainland, in Simplified Chinese (the specification's shop). */
export const defaultMarkets: ShopMarkets = { regions: ["CN"], languages: ["zh-Hans"] };

export async function shopMarkets(client: Tx = db): Promise<Stored<ShopMarkets> & { markets: ShopMarkets }> {
  await dbReady();
  const stored = await readSetting(client, SHOP_SETTING.markets, shopMarketsSchema);
  return { ...stored, markets: stored.value ?? defaultMarkets };
}

export async function saveShopMarkets(input: ShopMarkets & { version: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const { version, ...markets } = input;
    const before = await shopMarkets(tx);
    await writeSetting(tx, SHOP_SETTING.markets, markets, version, {
      actor,
      action: "shop.markets",
      before: before.value,
      current: { markets: before.markets, version: before.version },
    });
    return shopSettingsView(tx);
  });
}

// ---------- the currency (docs/decisions/037-currency.md) ----------

export const shopCurrencySchema = z.object({ currency: z.enum(currencies) });

export async function shopCurrencySetting(
  client: Tx = db,
): Promise<Stored<z.output<typeof shopCurrencySchema>> & { currency: Currency }> {
  await dbReady();
  const stored = await readSetting(client, SHOP_SETTING.currency, shopCurrencySchema);
  return { ...stored, currency: stored.value?.currency ?? DEFAULT_CURRENCY };
}

/** The currency every amount of this shop is in: yuan until the owner chose (the specification's shop). */
export async function shopCurrency(client: Tx = db): Promise<Currency> {
  return (await shopCurrencySetting(client)).currency;
}

/**
 * Saves the shop's currency, made on `version`. Refused (409 CURRENCY_LOCKED) once any order exists:
 * every amount is stored as a bare number of minor units, so a change would turn what shoppers paid,
 * refunds and the books into another currency's figures. Saving the same currency again is allowed.
 */
export async function saveShopCurrency(input: { currency: Currency; version: number }, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await shopCurrencySetting(tx);
    if (input.currency !== before.currency) {
      const orders = await tx.order.count();
      if (orders > 0)
        throw new ApiError("CONFLICT", {
          key: "CURRENCY_LOCKED",
          values: { orders, currency: before.currency },
        });
    }
    await writeSetting(tx, SHOP_SETTING.currency, { currency: input.currency }, input.version, {
      actor,
      action: "shop.currency",
      before: before.value,
      current: { currency: before.currency, version: before.version },
    });
    return shopSettingsView(tx);
  });
}

// ---------- the legal pages ----------

export async function storedLegalPage(kind: LegalKind, client: Tx = db): Promise<Stored<LegalText>> {
  await dbReady();
  return readSetting(client, SHOP_SETTING.legal(kind), legalPageSchema);
}

export async function saveLegalPage(kind: LegalKind, text: LegalText, version: number, actor: AuditActor) {
  await dbReady();
  await writeTransaction(async (tx) => {
    const before = await storedLegalPage(kind, tx);
    await writeSetting(tx, SHOP_SETTING.legal(kind), text, version, {
      actor,
      action: `legal.${kind}`,
      before: before.value,
      current: { text: before.value, version: before.version },
    });
  });
}

// ---------- set up, backed up ----------

const setupRecordSchema = z.object({ at: z.iso.datetime(), owner: z.string() });
export type SetupRecord = z.output<typeof setupRecordSchema>;

/** When `npm run setup` made this shop, and its first owner; null for a demo or an older database. */
export async function setupRecord(client: Tx = db): Promise<SetupRecord | null> {
  await dbReady();
  return (await readSetting(client, SHOP_SETTING.setup, setupRecordSchema)).value;
}

const backupRecordSchema = z.object({ at: z.iso.datetime(), file: z.string(), bytes: z.number().int().min(0) });
export type BackupRecord = z.output<typeof backupRecordSchema>;

export async function lastBackup(client: Tx = db): Promise<BackupRecord | null> {
  await dbReady();
  return (await readSetting(client, SHOP_SETTING.backup, backupRecordSchema)).value;
}

/** Written by `npm run backup` once the backup's file is complete (scripts/backup.ts); audited. */
export async function recordBackup(record: BackupRecord, actor: AuditActor): Promise<void> {
  await dbReady();
  await writeTransaction(async (tx) => {
    const before = await readSetting(tx, SHOP_SETTING.backup, backupRecordSchema);
    await writeSetting(tx, SHOP_SETTING.backup, record, before.version, {
      actor,
      action: "shop.backup",
      before: before.value,
      current: null,
    });
  });
}

/** What a visitor is told about the shop (the coming-soon page, the legal pages), in their language. */
export async function publicShopProfile(locale: Locale) {
  const { profile } = await shopProfile();
  return {
    name: inLocale(profile.name, locale),
    logo: profile.logo,
    phone: profile.phone,
    email: profile.email,
    hours: inLocale(profile.hours, locale),
  };
}
