// Locales and URL scheme: zh-Hans is the default and has no prefix (/cart); others are prefixed
// (/en/cart). See docs/decisions/003-i18n-routing.md. The locales themselves are the shop's words
// (lib/domain/locales.ts), re-exported here for the routing's many readers.
import { defineRouting } from "next-intl/routing";
import { defaultLocale, isLocale, locales, type Locale } from "@/lib/domain/locales";

export { defaultLocale, isLocale, locales, type Locale };

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
});
