// 售后详情 (login required).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AfterSaleDetail } from "@/components/order/after-sale-detail";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/after-sales/[id]">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "afterSales" }))("detailTitle") };
}

export default async function AfterSaleDetailPage({ params }: PageProps<"/[locale]/after-sales/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("afterSales");
  return (
    <AccountShell current="/after-sales">
      <NavBar title={t("detailTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-24" />}>
          <AfterSaleDetail id={Number(id)} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
