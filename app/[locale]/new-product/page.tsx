// 新品 (spec: pages/new-product/new-product, pull-to-refresh): products tagged "new".
import { setRequestLocale } from "next-intl/server";
import { TagScreen, merchTitle } from "@/components/catalogue/tag-screen";
import type { Locale } from "@/lib/i18n/routing";
import { listProducts } from "@/lib/services/catalogue";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/new-product">) {
  setRequestLocale((await params).locale as Locale);
  return { title: await merchTitle("newProduct") };
}

export default async function NewProductPage({ params }: PageProps<"/[locale]/new-product">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const firstPage = await listProducts({ pageIndex: 1, pageSize: 20, tag: "new" }, locale);
  return (
    <WithShopCurrency>
      <TagScreen tag="new" merch="newProduct" icon="🆕" firstPage={firstPage} />
    </WithShopCurrency>
  );
}
