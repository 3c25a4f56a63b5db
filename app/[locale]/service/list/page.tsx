// Service list (list-service): every item, or those of one kind (?kind=delivery|returns|after-sales|contact).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/lib/i18n/navigation";
import { listServiceItems } from "@/lib/services/engagement";
import { serviceKinds } from "@/lib/validation/engagement";
import { ServiceItemList } from "@/components/engagement/service-item-list";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/service/list">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "serviceArea" }))("listTitle") };
}

export default async function ServiceListPage({ params, searchParams }: PageProps<"/[locale]/service/list">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("serviceArea");
  const requested = (await searchParams).kind;
  const kind = serviceKinds.find((k) => k === requested);
  const { rows } = await listServiceItems(kind, locale);
  const chips = [
    { key: "all", href: "/service/list", label: t("all") },
    ...serviceKinds.map((k) => ({ key: k, href: `/service/list?kind=${k}`, label: t(`kinds.${k}`) })),
  ];
  return (
    <>
      <NavBar title={kind ? t(`kinds.${kind}`) : t("listTitle")} />
      <main>
        <nav aria-label={t("listTitle")} className="flex gap-2 overflow-x-auto bg-white px-3 py-2">
          {chips.map((c) => {
            const active = (kind ?? "all") === c.key;
            return (
              <Link
                key={c.key}
                href={c.href}
                aria-current={active ? "page" : undefined}
                className={`shrink-0 rounded-full px-3 py-1 text-xs ${active ? "bg-accent text-white" : "bg-gray-100 text-gray-600"}`}
              >
                {c.label}
              </Link>
            );
          })}
        </nav>
        <div className="mt-2">
          {rows.length ? <ServiceItemList items={rows} /> : <EmptyState icon="📄" title={t("empty")} />}
        </div>
      </main>
    </>
  );
}
