// Discount area (spec: pages/discount/discount 優惠區, pull-to-refresh).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { DiscountList } from "@/components/catalogue/discount-list";
import { listDiscounts } from "@/lib/services/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/discount">) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "discount" });
  return { title: t("title") };
}

export default async function DiscountPage({ params }: PageProps<"/[locale]/discount">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, firstPage] = await Promise.all([
    getTranslations("discount"),
    listDiscounts({ pageIndex: 1, pageSize: 20 }, locale),
  ]);
  return (
    <WithShopCurrency>
      <NavBar title={t("title")} />
      <main>
        <DiscountList initialPage={firstPage} />
      </main>
    </WithShopCurrency>
  );
}
