// 精品 (spec: pages/boutique/boutique, pull-to-refresh): products tagged "boutique".
import { setRequestLocale } from "next-intl/server";
import { TagScreen, merchTitle } from "@/components/catalogue/tag-screen";
import type { Locale } from "@/lib/i18n/routing";
import { listProducts } from "@/lib/services/catalogue";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/boutique">) {
  setRequestLocale((await params).locale as Locale);
  return { title: await merchTitle("boutique") };
}

export default async function BoutiquePage({ params }: PageProps<"/[locale]/boutique">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const firstPage = await listProducts({ pageIndex: 1, pageSize: 20, tag: "boutique" }, locale);
  return (
    <WithShopCurrency>
      <TagScreen tag="boutique" merch="boutique" icon="💎" firstPage={firstPage} />
    </WithShopCurrency>
  );
}
