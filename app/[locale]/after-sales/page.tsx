// 我的售后 (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AfterSaleList } from "@/components/order/after-sale-list";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/after-sales">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "afterSales" }))("listTitle") };
}

export default async function AfterSalesPage({ params }: PageProps<"/[locale]/after-sales">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("afterSales");
  return (
    <AccountShell current="/after-sales">
      <NavBar title={t("listTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-28" />}>
          <AfterSaleList />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
