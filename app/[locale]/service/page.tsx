// 服务: the service area hub — the four kinds, a few items of each, and the way to ask a person.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { Link } from "@/lib/i18n/navigation";
import { listServiceItems } from "@/lib/services/engagement";
import { publicShopProfile } from "@/lib/services/shop";
import { serviceKinds } from "@/lib/validation/engagement";
import { ServiceItemList, serviceKindIcons } from "@/components/engagement/service-item-list";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/service">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "serviceArea" }))("title") };
}

export default async function ServicePage({ params }: PageProps<"/[locale]/service">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("serviceArea");
  const [{ rows }, shop] = await Promise.all([listServiceItems(undefined, locale), publicShopProfile(locale)]);
  return (
    <>
      <NavBar title={t("title")} />
      <main className="space-y-3 pb-6">
        <nav aria-label={t("title")} className="grid grid-cols-4 gap-2 bg-white px-2 py-4">
          {serviceKinds.map((kind) => (
            <Link
              key={kind}
              href={`/service/list?kind=${kind}`}
              className="flex flex-col items-center gap-1 text-xs text-gray-700"
            >
              <span
                aria-hidden
                className="flex h-11 w-11 items-center justify-center rounded-full bg-accent/10 text-xl"
              >
                {serviceKindIcons[kind]}
              </span>
              {t(`kinds.${kind}`)}
            </Link>
          ))}
        </nav>
        <Link href="/consult" className="mx-3 flex items-center gap-3 rounded-lg bg-white p-3">
          <span aria-hidden className="text-2xl">
            💬
          </span>
          <span className="flex-1">
            <span className="block text-sm font-medium">{t("consultEntry")}</span>
            <span className="block text-xs text-gray-500">{t("consultHint")}</span>
            {shop.hours ? (
              <span className="block text-xs text-gray-500" data-testid="consult-hours">
                {t("hours", { hours: shop.hours })}
              </span>
            ) : null}
          </span>
          <span aria-hidden className="text-gray-300">
            ›
          </span>
        </Link>
        {serviceKinds.map((kind) => {
          const items = rows.filter((r) => r.kind === kind).slice(0, 3);
          if (items.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`service-${kind}`}>
              <div className="flex items-center justify-between px-4 py-2">
                <h2 id={`service-${kind}`} className="text-sm font-medium">
                  {t(`kinds.${kind}`)}
                </h2>
                <Link href={`/service/list?kind=${kind}`} className="text-xs text-gray-500">
                  {t("viewAll")}
                </Link>
              </div>
              <ServiceItemList items={items} />
            </section>
          );
        })}
      </main>
    </>
  );
}
