// 确认订单 (login required).
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { ConfirmOrder } from "@/components/order/confirm-order";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/order/confirm">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "order" }))("confirmTitle") };
}

export default async function ConfirmOrderPage({ params }: PageProps<"/[locale]/order/confirm">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("order");
  return (
    <>
      <NavBar title={t("confirmTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} />}>
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <ConfirmOrder />
          </Suspense>
        </LoginGate>
      </main>
    </>
  );
}
