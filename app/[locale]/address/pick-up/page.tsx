// 自提: the pick-up points; ?select=1 when choosing the delivery of the order being confirmed.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { PickupList } from "@/components/address/pickup-list";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/address/pick-up">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "pickup" }))("title") };
}

export default async function PickupPage({ params, searchParams }: PageProps<"/[locale]/address/pick-up">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("pickup");
  return (
    <>
      <NavBar title={t("title")} />
      <main>
        <PickupList select={(await searchParams).select === "1"} />
      </main>
    </>
  );
}
