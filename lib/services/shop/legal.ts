// The shop's legal pages — terms, privacy, returns (docs/decisions/033-go-live.md): the saved text in
// the visitor's language (else the shop's base text, zh-Hans, as the catalogue falls back), or, until the
// owner saves one, the starting text (./legal-defaults.ts) filled in with the shop's facts. Plain text, so
// nothing an editor types runs in a shopper's page: blocks of paragraphs and "# " headings.
import { env } from "@/lib/env";
import { locales, type Locale } from "@/lib/i18n/routing";
import type { LegalKind, LegalText } from "@/lib/validation/shop";
import { defaultLegalText, type LegalFacts } from "./legal-defaults";
import type { AuditActor } from "../audit/trail";
import { inLocale, saveLegalPage, shopProfile, storedLegalPage, type ShopProfile } from "./settings";

export type LegalBlock = { kind: "heading" | "paragraph"; text: string };

/** Paragraphs split by blank lines; a block whose first line starts with "# " begins with a heading. */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n");
    while (lines.length && lines[0].startsWith("# "))
      blocks.push({ kind: "heading", text: lines.shift()!.slice(2).trim() });
    const rest = lines.join("\n").trim();
    if (rest) blocks.push({ kind: "paragraph", text: rest });
  }
  return blocks;
}

function factsOf(profile: ShopProfile, locale: Locale): LegalFacts {
  const e = env();
  return {
    shop: inLocale(profile.name, locale) || "—",
    contact: [profile.phone, profile.email].filter(Boolean).join(" · ") || "—",
    returnAddress: profile.returnAddress || "—",
    returnDays: e.RETURN_WINDOW_DAYS,
    qualityDays: e.QUALITY_RETURN_WINDOW_DAYS,
  };
}

/** The page a visitor reads: blocks in their language, and whether the shop saved it (else the starting text). */
export async function legalPage(kind: LegalKind, locale: Locale) {
  const [{ profile }, stored] = await Promise.all([shopProfile(), storedLegalPage(kind)]);
  const text = stored.value
    ? stored.value[locale] || stored.value["zh-Hans"]
    : defaultLegalText(kind, locale, factsOf(profile, locale));
  return { blocks: legalBlocks(text), saved: stored.value !== null, updatedAt: stored.updatedAt };
}

/** What the console's editor starts from: the saved text, or the starting text in every locale; and the version to save on. */
export async function legalDraft(kind: LegalKind): Promise<{ text: LegalText; saved: boolean; version: number }> {
  const [{ profile }, stored] = await Promise.all([shopProfile(), storedLegalPage(kind)]);
  if (stored.value) return { text: stored.value, saved: true, version: stored.version };
  const text = Object.fromEntries(locales.map((l) => [l, defaultLegalText(kind, l, factsOf(profile, l))])) as LegalText;
  return { text, saved: false, version: stored.version };
}

/** Saves a legal page made on `version`, and answers it as the editor reads it. */
export async function saveLegalDraft(kind: LegalKind, text: LegalText, version: number, actor: AuditActor) {
  await saveLegalPage(kind, text, version, actor);
  return legalDraft(kind);
}
