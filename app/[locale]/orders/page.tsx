// 订单列表 (login required); ?status=0|10|500|510|520|530 picks the tab.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { EarlyLoginRedirect } from "@/components/account/early-login-redirect";
import { ListSkeleton } from "@/components/engagement/list-states";
import { OrderList } from "@/components/order/order-list";
import { orderStatusCodes } from "@/lib/domain/order-status";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "order" }))("listTitle") };
}

export default async function OrdersPage({ params, searchParams }: PageProps<"/[locale]/orders">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("order");
  const requested = Number((await searchParams).status);
  const status =
    (orderStatusCodes as readonly number[]).includes(requested) && (await searchParams).status !== ""
      ? requested
      : undefined;
  return (
    <AccountShell current="/orders">
      <EarlyLoginRedirect />
      <NavBar title={t("listTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-40" />}>
          <OrderList key={status ?? "all"} status={status} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
