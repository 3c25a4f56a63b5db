// The message catalogues, loaded statically: they are small, and the API translates error messages
// with them outside React. Each locale is split into one file per domain (messages/<locale>/<ns>.json)
// so that features can add their strings without touching each other's files; they are deep-merged
// here. messages.test.ts fails when a locale lacks a key another has.
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { defaultLocale, isLocale, locales, type Locale } from "./routing";

import zhHansCore from "@/messages/zh-Hans/core.json";
import zhHansCatalogue from "@/messages/zh-Hans/catalogue.json";
import zhHansAccount from "@/messages/zh-Hans/account.json";
import zhHansCart from "@/messages/zh-Hans/cart.json";
import zhHansOrder from "@/messages/zh-Hans/order.json";
import zhHansPayment from "@/messages/zh-Hans/payment.json";
import zhHansEngagement from "@/messages/zh-Hans/engagement.json";
import zhHantCore from "@/messages/zh-Hant/core.json";
import zhHantCatalogue from "@/messages/zh-Hant/catalogue.json";
import zhHantAccount from "@/messages/zh-Hant/account.json";
import zhHantCart from "@/messages/zh-Hant/cart.json";
import zhHantOrder from "@/messages/zh-Hant/order.json";
import zhHantPayment from "@/messages/zh-Hant/payment.json";
import zhHantEngagement from "@/messages/zh-Hant/engagement.json";
import enCore from "@/messages/en/core.json";
import enCatalogue from "@/messages/en/catalogue.json";
import enAccount from "@/messages/en/account.json";
import enCart from "@/messages/en/cart.json";
import enOrder from "@/messages/en/order.json";
import enPayment from "@/messages/en/payment.json";
import enEngagement from "@/messages/en/engagement.json";
import jaCore from "@/messages/ja/core.json";
import jaCatalogue from "@/messages/ja/catalogue.json";
import jaAccount from "@/messages/ja/account.json";
import jaCart from "@/messages/ja/cart.json";
import jaOrder from "@/messages/ja/order.json";
import jaPayment from "@/messages/ja/payment.json";
import jaEngagement from "@/messages/ja/engagement.json";

export type Messages = AbstractIntlMessages;

/** Namespace files per locale, in merge order. Exported for the key-parity test. */
export const messageFiles: Record<Locale, Record<string, AbstractIntlMessages>> = {
  "zh-Hans": { core: zhHansCore, catalogue: zhHansCatalogue, account: zhHansAccount, cart: zhHansCart, order: zhHansOrder, payment: zhHansPayment, engagement: zhHansEngagement },
  "zh-Hant": { core: zhHantCore, catalogue: zhHantCatalogue, account: zhHantAccount, cart: zhHantCart, order: zhHantOrder, payment: zhHantPayment, engagement: zhHantEngagement },
  en: { core: enCore, catalogue: enCatalogue, account: enAccount, cart: enCart, order: enOrder, payment: enPayment, engagement: enEngagement },
  ja: { core: jaCore, catalogue: jaCatalogue, account: jaAccount, cart: jaCart, order: jaOrder, payment: jaPayment, engagement: jaEngagement },
};

function deepMerge(target: AbstractIntlMessages, source: AbstractIntlMessages): AbstractIntlMessages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === "object" && value !== null && typeof existing === "object" && existing !== null) {
      target[key] = deepMerge({ ...existing }, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const catalogues = Object.fromEntries(
  locales.map((locale) => [locale, Object.values(messageFiles[locale]).reduce<AbstractIntlMessages>((acc, file) => deepMerge(acc, file), {})]),
) as Record<Locale, AbstractIntlMessages>;

export function messagesFor(locale: Locale): AbstractIntlMessages {
  return catalogues[locale];
}

/** A translator for code outside React (API errors). Keys are dotted paths, checked by tests, not types. */
export type Translate = ((key: string, values?: Record<string, string | number>) => string) & { has: (key: string) => boolean };

export function translator(locale: Locale): Translate {
  return createTranslator({ locale, messages: catalogues[locale] }) as unknown as Translate;
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
