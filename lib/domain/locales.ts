// The shop's languages: zh-Hans is the default (the catalogue's language, required in every text), the
// others fall back to it. Declared once on the ground floor (docs/decisions/027-ground-floor.md): the
// routing (lib/i18n/routing.ts), the validation of localized texts and the console's editors read this.

export const locales = ["zh-Hans", "zh-Hant", "en", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-Hans";

/** The languages a text may be translated into (every one but the default). */
export const otherLocales = ["zh-Hant", "en", "ja"] as const satisfies readonly Exclude<Locale, "zh-Hans">[];
export type OtherLocale = (typeof otherLocales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
