// Inputs of the shop's own settings (docs/decisions/033-go-live.md): its profile, the regions it sells
// to and the languages it writes in, its legal pages, and opening or closing it. Shared by the console's
// API, the setup command (scripts/setup.ts) and the service, which stores them as ShopSetting rows.
// Messages are keys under "validation", translated in the caller's locale.
import { z } from "zod";
import { locales } from "@/lib/i18n/routing";
import { currencies, DEFAULT_CURRENCY } from "@/lib/domain/money";
import { localizedText } from "./admin-marketing";
import { multiLineText, OWN_PICTURE_PATTERN, singleLineText } from "./common";

/** Where a shop sells: the mainland, Hong Kong, Macau, Taiwan (ISO 3166 codes, as lib/regions names them). */
export const shopRegions = ["CN", "HK", "MO", "TW"] as const;
export type ShopRegion = (typeof shopRegions)[number];

/** The shop's legal pages, each at /legal/<kind> in the visitor's language. */
export const legalKinds = ["terms", "privacy", "returns"] as const;
export type LegalKind = (typeof legalKinds)[number];

const version = z.number({ error: "invalid" }).int("invalid").min(0, "too_small").max(2_147_483_647, "too_big");

/** What a shopper is told to call or write: digits with an optional +, spaces, dashes and brackets. */
const contactPhone = singleLineText()
  .max(24, "too_big")
  .refine((s) => s === "" || /^\+?[0-9][0-9 ()-]{4,22}[0-9]$/.test(s), "contact_phone_invalid");

export const shopProfileSchema = z.object({
  /** The shop's name per locale (zh-Hans required: the catalogue's base language). */
  name: localizedText(40),
  /** A picture of this site (an upload through the console, or a drawn /media/ picture); "" for none. */
  logo: singleLineText().max(300, "too_big").regex(OWN_PICTURE_PATTERN, "image_invalid").or(z.literal("")).default(""),
  phone: contactPhone.default(""),
  email: z.union([z.literal(""), z.email("email_invalid").max(120, "too_big")]).default(""),
  /** Where returned goods go (shown with the returns policy and on an approved return). */
  returnAddress: multiLineText().max(300, "too_big").default(""),
  /** When the shop answers consult messages, per locale ("Mon–Fri 10:00–18:00"); shown beside the consult screen. */
  hours: z
    .object({
      "zh-Hans": singleLineText().max(60, "too_big"),
      "zh-Hant": singleLineText().max(60, "too_big").optional(),
      en: singleLineText().max(60, "too_big").optional(),
      ja: singleLineText().max(60, "too_big").optional(),
    })
    .default({ "zh-Hans": "" }),
});
export type ShopProfileInput = z.output<typeof shopProfileSchema>;

export const shopProfileUpdateSchema = shopProfileSchema.extend({ version });

const regionList = z
  .array(z.enum(shopRegions, { error: "shop_region" }), { error: "invalid" })
  .min(1, "required")
  .max(shopRegions.length, "too_big")
  .transform((list) => shopRegions.filter((r) => list.includes(r)));

const languageList = z
  .array(z.enum(locales, { error: "shop_language" }), { error: "invalid" })
  .min(1, "required")
  .max(locales.length, "too_big")
  .transform((list) => locales.filter((l) => list.includes(l)));

export const shopMarketsSchema = z.object({ regions: regionList, languages: languageList });
export type ShopMarkets = z.output<typeof shopMarketsSchema>;
export const shopMarketsUpdateSchema = shopMarketsSchema.extend({ version });

/** The currency every amount is in (docs/decisions/037-currency.md): fixed once the shop has an order. */
export const shopCurrency = z.enum(currencies, { error: "shop_currency" });
export const shopCurrencyUpdateSchema = z.object({ currency: shopCurrency, version });

/** A legal page's text per locale: plain text, paragraphs split by blank lines, "# " starts a heading. */
const LEGAL_MAX = 20_000;
const legalText = multiLineText().max(LEGAL_MAX, "too_big").optional();

export const legalPageSchema = z.object({
  "zh-Hans": multiLineText({ error: "required" }).min(1, "required").max(LEGAL_MAX, "too_big"),
  "zh-Hant": legalText,
  en: legalText,
  ja: legalText,
});
export type LegalText = z.output<typeof legalPageSchema>;

export const legalPageUpdateSchema = z.object({ text: legalPageSchema, version });
export const legalKindParamsSchema = z.object({ kind: z.enum(legalKinds, { error: "invalid" }) });

export const shopOpenSchema = z.object({
  open: z.boolean({ error: "invalid" }),
  /** Why (kept in the audit trail); required to close an open shop. */
  reason: singleLineText().max(200, "too_big").default(""),
});

/** The setup command's answers (scripts/setup.ts): the shop's name, where it sells, its languages. */
export const shopSetupSchema = z.object({
  name: singleLineText({ error: "required" }).min(1, "required").max(40, "too_big"),
  regions: regionList,
  languages: languageList,
  currency: shopCurrency.default(DEFAULT_CURRENCY),
});
