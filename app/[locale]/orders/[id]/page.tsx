// 订单详情 (login required, pull-to-refresh).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { OrderDetail } from "@/components/order/order-detail";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "order" }))("detailTitle") };
}

export default async function OrderDetailPage({ params }: PageProps<"/[locale]/orders/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("order");
  return (
    <AccountShell current="/orders">
      <NavBar title={t("detailTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={4} height="h-24" />}>
          <OrderDetail id={Number(id)} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
