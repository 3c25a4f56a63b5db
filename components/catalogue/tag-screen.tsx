// The merchandising list screens (boutique, recommend, new-product, imported-goods): products with a
// tag, an intro band, infinite scroll and pull-to-refresh.
import { getTranslations } from "next-intl/server";
import type { ProductPage } from "@/lib/client/catalogue";
import { NavBar } from "@/components/ui/nav-bar";
import type { ProductTag } from "@/lib/domain/catalogue";
import { ProductList } from "./product-list";

export type MerchKey = "boutique" | "recommend" | "newProduct" | "importedGoods";

export async function merchTitle(key: MerchKey): Promise<string> {
  const t = await getTranslations("merch");
  return t(`${key}.title`);
}

/** The screen; `firstPage` is the page's first 20 products with the tag (listProducts, rendered by the page). */
export async function TagScreen({
  tag,
  merch,
  icon,
  firstPage,
}: {
  tag: Exclude<ProductTag, "discount">;
  merch: MerchKey;
  icon: string;
  firstPage: ProductPage;
}) {
  const t = await getTranslations("merch");
  return (
    <>
      <NavBar title={t(`${merch}.title`)} />
      <main>
        <ProductList
          params={{ tag }}
          initialPage={firstPage}
          toolbar={
            <p className="flex items-center gap-2 bg-gradient-to-r from-accent to-sky-400 px-4 py-3 text-sm text-white">
              <span aria-hidden className="text-2xl">
                {icon}
              </span>
              {t(`${merch}.intro`)}
            </p>
          }
        />
      </main>
    </>
  );
}
