// 推薦 (spec: pages/recommend/recommend, pull-to-refresh): products tagged "recommend".
import { setRequestLocale } from "next-intl/server";
import { TagScreen, merchTitle } from "@/components/catalogue/tag-screen";
import type { Locale } from "@/lib/i18n/routing";
import { listProducts } from "@/lib/services/catalogue";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/recommend">) {
  setRequestLocale((await params).locale as Locale);
  return { title: await merchTitle("recommend") };
}

export default async function RecommendPage({ params }: PageProps<"/[locale]/recommend">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const firstPage = await listProducts({ pageIndex: 1, pageSize: 20, tag: "recommend" }, locale);
  return (
    <WithShopCurrency>
      <TagScreen tag="recommend" merch="recommend" icon="👍" firstPage={firstPage} />
    </WithShopCurrency>
  );
}
