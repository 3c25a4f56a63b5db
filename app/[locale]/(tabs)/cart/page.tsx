// 购物车 (tab): the lines come from the API in the browser, where the session lives.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { CartView } from "@/components/cart/cart-view";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/cart">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "cart" }))("title") };
}

export default async function CartPage({ params }: PageProps<"/[locale]/cart">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("cart");
  return (
    <>
      <NavBar title={t("title")} back={false} />
      <main>
        <CartView />
      </main>
    </>
  );
}
