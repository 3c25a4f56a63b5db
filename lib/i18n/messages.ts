// All four message catalogues, loaded statically: they are small, and the API translates error
// messages with them outside React.
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, locales, type Locale } from "./routing";

export type Messages = typeof zhHans;

const catalogues: Record<Locale, Messages> = { "zh-Hans": zhHans, "zh-Hant": zhHant, en, ja };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

export function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

/** Picks the caller's locale for API responses: explicit header, then cookie, then Accept-Language. */
export function localeFromRequest(headers: Headers, cookieLocale?: string): Locale {
  const explicit = headers.get("x-locale");
  if (isLocale(explicit)) return explicit;
  if (isLocale(cookieLocale)) return cookieLocale;
  const accept = headers.get("accept-language") ?? "";
  for (const part of accept.split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase();
    if (!tag) continue;
    if (tag.startsWith("zh")) {
      return /hant|tw|hk|mo/.test(tag) ? "zh-Hant" : "zh-Hans";
    }
    const base = tag.split("-")[0];
    const match = locales.find((l) => l.toLowerCase() === base);
    if (match) return match;
  }
  return defaultLocale;
}
