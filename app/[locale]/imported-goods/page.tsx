// 進口商品 (spec: pages/imported-goods/imported-goods, pull-to-refresh): products tagged "imported".
import { setRequestLocale } from "next-intl/server";
import { TagScreen, merchTitle } from "@/components/catalogue/tag-screen";
import type { Locale } from "@/lib/i18n/routing";
import { listProducts } from "@/lib/services/catalogue";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/imported-goods">) {
  setRequestLocale((await params).locale as Locale);
  return { title: await merchTitle("importedGoods") };
}

export default async function ImportedGoodsPage({ params }: PageProps<"/[locale]/imported-goods">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const firstPage = await listProducts({ pageIndex: 1, pageSize: 20, tag: "imported" }, locale);
  return (
    <WithShopCurrency>
      <TagScreen tag="imported" merch="importedGoods" icon="✈️" firstPage={firstPage} />
    </WithShopCurrency>
  );
}
