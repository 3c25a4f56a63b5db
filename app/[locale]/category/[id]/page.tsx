// Category list (spec: pages/category/category-id, pull-to-refresh): a category's products, with its
// sub-categories as filter chips, infinite scroll.
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { CategoryProducts } from "@/components/catalogue/category-products";
import { getCategory, listProducts } from "@/lib/services/catalogue";
import { idSchema } from "@/lib/validation/common";
import { productListQuerySchema } from "@/lib/validation/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { WithShopCurrency } from "@/app/[locale]/shop-currency";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/category/[id]">) {
  const { id: rawId, locale } = (await params) as { locale: Locale; id: string };
  const id = idSchema.safeParse(rawId);
  const category = id.success ? await getCategory(id.data, locale) : null;
  return { title: category?.name };
}

export default async function CategoryListPage({ params, searchParams }: PageProps<"/[locale]/category/[id]">) {
  const { locale, id: rawId } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const id = idSchema.safeParse(rawId);
  const category = id.success ? await getCategory(id.data, locale) : null;
  if (!category) notFound();
  // The first page in the order and price range the address asks for (?sort=&priceMin=&priceMax=, kept
  // there by the screen); a malformed one shows the plain list.
  const refined = productListQuerySchema.safeParse(await searchParams);
  const { sort, priceMin, priceMax } = refined.success ? refined.data : { sort: "default" as const };
  const firstPage = await listProducts(
    { pageIndex: 1, pageSize: 20, categoryId: category.id, sort, priceMin, priceMax },
    locale,
  );
  return (
    <WithShopCurrency>
      <NavBar title={category.name} />
      <main>
        <CategoryProducts category={category} initialPage={firstPage} />
      </main>
    </WithShopCurrency>
  );
}
