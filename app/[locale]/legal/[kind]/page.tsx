// The shop's legal pages: terms, privacy, returns (docs/decisions/033-go-live.md), in the visitor's
// language; readable before the shop opens (the gate lets /legal through: lib/shop-gate/lane.ts).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LegalLinks } from "@/components/shop/legal-links";
import { legalPage } from "@/lib/services/shop";
import { legalKinds, type LegalKind } from "@/lib/validation/shop";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

const isKind = (kind: string): kind is LegalKind => (legalKinds as readonly string[]).includes(kind);

export async function generateMetadata({ params }: PageProps<"/[locale]/legal/[kind]">) {
  const { locale, kind } = (await params) as { locale: Locale; kind: string };
  if (!isKind(kind)) return {};
  return { title: (await getTranslations({ locale, namespace: "legal" }))(kind) };
}

export default async function LegalPage({ params }: PageProps<"/[locale]/legal/[kind]">) {
  const { locale, kind } = (await params) as { locale: Locale; kind: string };
  if (!isKind(kind)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("legal");
  const page = await legalPage(kind, locale);
  return (
    <>
      <NavBar title={t(kind)} />
      <main className="bg-white px-4 pt-2 pb-8">
        <article className="text-[15px] leading-relaxed text-gray-800">
          {page.blocks.map((block, i) =>
            block.kind === "heading" ? (
              // The first heading is the page's title under the nav bar's; the rest are its sections.
              i === 0 ? (
                <h2 key={i} className="mt-3 mb-2 text-lg font-semibold text-gray-900">
                  {block.text}
                </h2>
              ) : (
                <h3 key={i} className="mt-4 mb-1 font-semibold text-gray-900">
                  {block.text}
                </h3>
              )
            ) : (
              <p key={i} className="mb-2 whitespace-pre-line">
                {block.text}
              </p>
            ),
          )}
        </article>
        {page.updatedAt ? (
          <p className="mt-4 text-xs text-gray-500">{t("updated", { date: formatDate(page.updatedAt, locale) })}</p>
        ) : null}
        <LegalLinks className="mt-6" />
      </main>
    </>
  );
}
