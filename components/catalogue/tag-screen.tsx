// The merchandising list screens (boutique, recommend, new-product, imported-goods): products with a
// tag, an intro band, infinite scroll and pull-to-refresh.
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { NavBar } from "@/components/ui/nav-bar";
import { listProducts } from "@/lib/services/catalogue";
import type { ProductTagName } from "@/lib/validation/catalogue";
import { ProductList } from "./product-list";

export type MerchKey = "boutique" | "recommend" | "newProduct" | "importedGoods";

export async function merchTitle(key: MerchKey): Promise<string> {
  const t = await getTranslations("merch");
  return t(`${key}.title`);
}

export async function TagScreen({ tag, merch, icon }: { tag: Exclude<ProductTagName, "discount">; merch: MerchKey; icon: string }) {
  const [t, locale] = await Promise.all([getTranslations("merch"), getLocale()]);
  const firstPage = await listProducts({ pageIndex: 1, pageSize: 20, tag }, locale as Locale);
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
