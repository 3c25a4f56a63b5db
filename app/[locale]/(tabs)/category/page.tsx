// Category tab: search entry, then the two-level category tree as a left rail and a right grid.
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { NavBar } from "@/components/ui/nav-bar";
import { CategoryBrowser } from "@/components/catalogue/category-browser";
import { getCategoryTree } from "@/lib/services/catalogue";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export default async function CategoryPage({ params }: PageProps<"/[locale]/category">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("category");
  const tree = await getCategoryTree(locale);
  return (
    <>
      <NavBar title={t("title")} back={false} />
      <main>
        <div className="bg-white px-3 py-2">
          <Link
            href="/search"
            className="flex h-8 items-center gap-2 rounded-full bg-gray-100 px-3 text-sm text-gray-500"
          >
            <span aria-hidden>🔍</span>
            {t("searchPlaceholder")}
          </Link>
        </div>
        <Suspense>
          <CategoryBrowser tree={tree} />
        </Suspense>
      </main>
    </>
  );
}
