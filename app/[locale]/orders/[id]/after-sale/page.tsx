// 申请售后 (login required): a refund or a return of one order.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AfterSaleApply } from "@/components/order/after-sale-apply";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/after-sale">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "afterSales" }))("applyTitle") };
}

export default async function AfterSaleApplyPage({ params }: PageProps<"/[locale]/orders/[id]/after-sale">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("afterSales");
  return (
    <AccountShell current="/orders">
      <NavBar title={t("applyTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-24" />}>
          <AfterSaleApply orderId={Number(id)} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
