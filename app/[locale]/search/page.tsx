// Search (spec: pages/search/search).
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SearchScreen } from "@/components/catalogue/search-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/search">) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "search" });
  return { title: t("title") };
}

export default async function SearchPage({ params }: PageProps<"/[locale]/search">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return (
    <Suspense>
      <SearchScreen />
    </Suspense>
  );
}
