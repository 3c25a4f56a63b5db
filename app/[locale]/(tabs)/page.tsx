// Home: search entry, banners, button grid, sections and a product feed (server-rendered from the
// catalogue service).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { listBanners, listHomeButtons, listProducts } from "@/lib/services/catalogue";
import { ProductCard } from "@/components/catalogue/product-card";
import { formatCount } from "@/lib/format/count";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

const sections = [
  { key: "discount", href: "/discount", icon: "🏷️" },
  { key: "activity", href: "/activity", icon: "🎉" },
  { key: "shop", href: "/shop", icon: "🏬" },
  { key: "newProduct", href: "/new-product", icon: "🆕" },
  { key: "importedGoods", href: "/imported-goods", icon: "✈️" },
  { key: "boutique", href: "/boutique", icon: "💎" },
  { key: "recommend", href: "/recommend", icon: "👍" },
] as const;

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, tc] = [await getTranslations("home"), await getTranslations("common")];
  const [banners, buttons, products] = await Promise.all([listBanners("home"), listHomeButtons(), listProducts({ pageIndex: 1, pageSize: 20 })]);
  return (
    <main>
      <header className="sticky top-0 z-30 bg-brand px-3 py-2">
        <h1 className="sr-only">{t("title")}</h1>
        <Link href="/search" className="flex h-8 items-center gap-2 rounded-full bg-white px-3 text-sm text-gray-400">
          <span aria-hidden>🔍</span>
          {t("searchPlaceholder")}
        </Link>
      </header>
      {banners.length > 0 ? (
        <section aria-label={t("featured")} className="flex snap-x snap-mandatory gap-2 overflow-x-auto p-3">
          {banners.map((b) => (
            <Link key={b.id} href={b.link} className="aspect-[5/2] w-full shrink-0 snap-center overflow-hidden rounded-lg bg-gray-200">
              {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG */}
              <img src={b.image} alt={b.title} width={750} height={300} className="h-full w-full object-cover" />
            </Link>
          ))}
        </section>
      ) : null}
      <nav className="mx-3 grid grid-cols-5 gap-y-3 rounded-lg bg-white py-3">
        {buttons.map((b) => (
          <Link key={b.id} href={b.link} className="flex flex-col items-center gap-1 text-xs text-gray-700">
            {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG */}
            <img src={b.icon} alt="" width={40} height={40} className="h-10 w-10 rounded-full" />
            {b.name}
          </Link>
        ))}
      </nav>
      <nav className="mx-3 mt-3 flex flex-wrap gap-2">
        {sections.map((s) => (
          <Link key={s.key} href={s.href} className="rounded-full bg-white px-3 py-1.5 text-xs text-gray-700">
            <span aria-hidden>{s.icon} </span>
            {t(`sections.${s.key}`)}
          </Link>
        ))}
      </nav>
      <section className="p-3">
        <h2 className="mb-2 text-base font-medium">{t("featured")}</h2>
        <div className="grid grid-cols-2 gap-2">
          {products.rows.map((p) => (
            <ProductCard key={p.id} product={p} salesLabel={tc("sales", { count: formatCount(p.sales, locale) })} />
          ))}
        </div>
      </section>
    </main>
  );
}
