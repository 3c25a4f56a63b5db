import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export default async function CartPage({ params }: PageProps<"/[locale]/cart">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("cart");
  return (
    <>
      <NavBar title={t("title")} back={false} />
      <main>
        <EmptyState
          icon="🛒"
          title={t("empty")}
          action={
            <Link href="/" className="rounded-full bg-brand px-5 py-2 text-white">
              {t("goShopping")}
            </Link>
          }
        />
      </main>
    </>
  );
}
