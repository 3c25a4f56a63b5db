// Category tab: the two-level category tree.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { NavBar } from "@/components/ui/nav-bar";
import { getCategoryTree } from "@/lib/services/catalogue";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export default async function CategoryPage({ params }: PageProps<"/[locale]/category">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("category");
  const tree = await getCategoryTree();
  return (
    <>
      <NavBar title={t("title")} back={false} />
      <main className="space-y-3 p-3">
        {tree.map((top) => (
          <section key={top.id} className="rounded-lg bg-white p-3">
            <h2 className="mb-2 text-sm font-medium">
              <Link href={`/category/${top.id}`}>{top.name}</Link>
            </h2>
            <ul className="grid grid-cols-3 gap-3">
              {top.children.map((c) => (
                <li key={c.id}>
                  <Link href={`/category/${c.id}`} className="flex flex-col items-center gap-1 text-xs text-gray-700">
                    {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG */}
                    <img src={c.icon} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg bg-gray-50" />
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </>
  );
}
