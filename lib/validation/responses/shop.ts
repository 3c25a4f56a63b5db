// Answers of the console's shop settings and launch checklist (docs/decisions/033-go-live.md).
import { z } from "zod";
import { locales } from "@/lib/i18n/routing";
import { shopRegions } from "@/lib/validation/shop";
import { currencies } from "@/lib/domain/money";
import { dateTime, int } from "./common";
import { localizedTextOut } from "./admin-marketing";

const localizedLegal = z.object({
  "zh-Hans": z.string(),
  "zh-Hant": z.string().optional(),
  en: z.string().optional(),
  ja: z.string().optional(),
});

/** GET /api/v1/shop-settings: what a shopper's screen needs of the shop to show amounts. */
export const publicShopSettingsSchema = z.object({ currency: z.enum(currencies) });

export const shopSettingsSchema = z.object({
  profile: z.object({
    name: localizedTextOut,
    logo: z.string(),
    phone: z.string(),
    email: z.string(),
    returnAddress: z.string(),
    hours: localizedTextOut,
  }),
  /** The version to save the profile on (0: never saved). */
  profileVersion: int,
  markets: z.object({ regions: z.array(z.enum(shopRegions)), languages: z.array(z.enum(locales)) }),
  /** False until the owner chooses (the mainland in Simplified Chinese is assumed). */
  marketsSaved: z.boolean(),
  marketsVersion: int,
  /** The currency every amount is in (CNY until chosen). */
  currency: z.enum(currencies),
  currencySaved: z.boolean(),
  currencyVersion: int,
  /** Orders so far: with one or more, the currency can no longer change. */
  orders: int,
});

export const legalDraftSchema = z.object({
  /** The saved text, or the starting text in every locale when `saved` is false. */
  text: localizedLegal,
  saved: z.boolean(),
  version: int,
});

export const openStateSchema = z.object({
  open: z.boolean(),
  /** When it last opened or closed, and who did (null: never: the demo, or a shop older than the setting). */
  since: dateTime.nullable(),
  by: z.string().nullable(),
  version: int,
});

const missingSchema = z.object({
  /** A message code (the console's `launch.missing.<code>`) with its values. */
  code: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The screen for this one thing, when it is not the item's. */
  href: z.string().optional(),
});

export const launchChecklistSchema = z.object({
  open: openStateSchema,
  items: z.array(
    z.object({
      key: z.string(),
      done: z.boolean(),
      href: z.string().nullable(),
      missing: z.array(missingSchema),
      facts: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
    }),
  ),
});
