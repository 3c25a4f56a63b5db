// The back office's message catalogues (messages/admin/<locale>.json), apart from the shop's so that
// no shopper page carries them. The console's layout hands them to its client components; services
// that write text for operators (CSV headers) translate with adminTranslator. The API's error
// messages stay in the shop's catalogues ("errors", "validation"), shared by both APIs.
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import type { Locale } from "./routing";
import type { Translate } from "./messages";

import zhHans from "@/messages/admin/zh-Hans.json";
import zhHant from "@/messages/admin/zh-Hant.json";
import en from "@/messages/admin/en.json";
import ja from "@/messages/admin/ja.json";

export const adminCatalogues: Record<Locale, AbstractIntlMessages> = { "zh-Hans": zhHans, "zh-Hant": zhHant, en, ja };

export function adminTranslator(locale: Locale, namespace?: string): Translate {
  return createTranslator({ locale, messages: adminCatalogues[locale], namespace }) as unknown as Translate;
}
