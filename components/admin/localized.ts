// A text kept in the four languages ({ "zh-Hans": ..., en?: ... }) as the console shows it: in the
// console's language, falling back to zh-Hans like the shop does.
"use client";

import { useLocale } from "next-intl";
import { defaultLocale, type Locale } from "@/lib/domain/locales";

export type Texts = Partial<Record<Locale, string>> & { [defaultLocale]?: string };

export function pickText(texts: Texts | null | undefined, locale: Locale): string {
  return (texts?.[locale] || texts?.[defaultLocale]) ?? "";
}

/** (texts) => the text in the console's language. */
export function useLocalized(): (texts: Texts | null | undefined) => string {
  const locale = useLocale() as Locale;
  return (texts) => pickText(texts, locale);
}
