// The message catalogues, one JSON file per locale (messages/<locale>.json, next-intl's layout),
// loaded statically: they are small, and the API translates error messages with them outside React.
// The top-level keys are namespaces (common, catalogue, cart, ...). messages.test.ts fails when a
// locale lacks a key or a placeholder the default locale has.
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { defaultLocale, isLocale, locales, type Locale } from "./routing";

import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";

export type Messages = AbstractIntlMessages;

/** Every locale's catalogue. Exported for the key-parity test. */
export const catalogues: Record<Locale, AbstractIntlMessages> = { "zh-Hans": zhHans, "zh-Hant": zhHant, en, ja };

export function messagesFor(locale: Locale): AbstractIntlMessages {
  return catalogues[locale];
}

/** A translator for code outside React (API errors). Keys are dotted paths, checked by tests, not types. */
export type Translate = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

// One per locale for the process: a translator keeps the messages it has parsed and the formatters it
// made, so an error answer does not parse its message again (a new translator per call did, every time).
const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator({ locale, messages: catalogues[locale] }) as unknown as Translate;
    translators.set(locale, translate);
  }
  return translate;
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
