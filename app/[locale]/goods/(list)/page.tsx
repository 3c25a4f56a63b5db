// Goods list (spec: pages/goods/goods): every product on sale, or those of a category, tag, shop or
// activity given in the query (?categoryId= ?tag= ?shopId= ?activityId=), with sort tabs.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { SortedProductList } from "@/components/catalogue/sorted-product-list";
import { getCategory, listProducts, getActivity, getShop } from "@/lib/services/catalogue";
import { productListQuerySchema } from "@/lib/validation/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export default async function GoodsPage({ params, searchParams }: PageProps<"/[locale]/goods">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations();
  const parsed = productListQuerySchema.safeParse(await searchParams);
  // A malformed shared link still shows the whole list rather than an error.
  const query = parsed.success
    ? { ...parsed.data, pageIndex: 1, pageSize: 20 }
    : { pageIndex: 1, pageSize: 20, sort: "default" as const };
  const [firstPage, shop, activity, category] = await Promise.all([
    listProducts(query, locale),
    query.shopId ? getShop(query.shopId, locale) : null,
    query.activityId ? getActivity(query.activityId, locale) : null,
    query.categoryId ? getCategory(query.categoryId, locale) : null,
  ]);
  const tagTitle = query.tag === "discount" ? t("discount.title") : query.tag ? t(`catalogue.tags.${query.tag}`) : null;
  const title = shop?.name ?? activity?.title ?? category?.name ?? tagTitle ?? t("catalogue.goodsTitle");
  const header = shop ? (
    <section className="flex items-center gap-3 bg-white p-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG logo */}
      <img src={shop.logo} alt="" width={48} height={48} className="h-12 w-12 rounded-full bg-gray-100" />
      <p className="text-xs text-gray-500">{shop.description}</p>
    </section>
  ) : activity ? (
    <p className="bg-white px-3 py-2 text-xs text-gray-500">{activity.description}</p>
  ) : undefined;
  const { categoryId, tag, shopId, activityId } = query;
  return (
    <WithShopCurrency>
      <NavBar title={title} />
      <main>
        <SortedProductList
          params={{ categoryId, tag, shopId, activityId }}
          initialSort={query.sort}
          initialPage={firstPage}
          header={header}
        />
      </main>
    </WithShopCurrency>
  );
}
