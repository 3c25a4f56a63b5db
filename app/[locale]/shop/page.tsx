// Recommended shops (spec: pages/shop/shop 推薦店鋪, pull-to-refresh): each with its best sellers and a
// link to all its products.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { NavBar } from "@/components/ui/nav-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { Price } from "@/components/ui/price";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { listRecommendedShops } from "@/lib/services/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/shop">) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "shop" });
  return { title: t("title") };
}

export default async function ShopPage({ params }: PageProps<"/[locale]/shop">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, shops] = await Promise.all([getTranslations("shop"), listRecommendedShops(locale)]);
  return (
    <WithShopCurrency>
      <NavBar title={t("title")} />
      <main>
        <PullToRefresh>
          {shops.length === 0 ? (
            <EmptyState icon="🏬" title={t("empty")} />
          ) : (
            <ul className="space-y-3 p-3">
              {shops.map((s) => (
                <li key={s.id} className="rounded-lg bg-white p-3" data-testid="shop-card">
                  <div className="flex items-center gap-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG logo */}
                    <img
                      src={s.logo}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-full bg-gray-100"
                    />
                    <div className="min-w-0 flex-1">
                      <h2 className="truncate text-sm font-medium">{s.name}</h2>
                      <p className="truncate text-xs text-gray-500">{s.description}</p>
                      <p className="text-[11px] text-gray-500">{t("productCount", { count: s.productCount })}</p>
                    </div>
                    <Link
                      href={`/goods?shopId=${s.id}`}
                      className="shrink-0 rounded-full border border-accent px-3 py-1 text-xs text-accent"
                    >
                      {t("enter")}
                    </Link>
                  </div>
                  {s.products.length ? (
                    <ul className="mt-3 grid grid-cols-3 gap-2">
                      {s.products.map((p) => (
                        <li key={p.id}>
                          <Link href={`/goods/${p.id}`} className="block">
                            {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
                            <img
                              src={p.image}
                              alt={p.name}
                              width={100}
                              height={100}
                              loading="lazy"
                              decoding="async"
                              className="aspect-square w-full rounded-md bg-gray-100 object-cover"
                            />
                            <Price cents={p.price} className="text-xs" />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </PullToRefresh>
      </main>
    </WithShopCurrency>
  );
}
