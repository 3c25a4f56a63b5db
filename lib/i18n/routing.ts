// Locales and URL scheme: zh-Hans is the default and has no prefix (/cart); others are prefixed
// (/en/cart). See docs/decisions/003-i18n-routing.md.
import { defineRouting } from "next-intl/routing";

export const locales = ["zh-Hans", "zh-Hant", "en", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-Hans";

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
