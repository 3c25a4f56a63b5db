// 支付结果 (login required). `?outcome=` is what the mini-program's pay page saw (paid, cancel, fail):
// a hint for how long to keep asking, never the answer (the server's payment status is).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { PayResult } from "@/components/payment/pay-result";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/pay/result">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "payment" }))("resultTitle") };
}

export default async function Page({ params, searchParams }: PageProps<"/[locale]/orders/[id]/pay/result">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const { outcome } = await searchParams;
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("payment");
  return (
    <>
      <NavBar title={t("resultTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={2} />}>
          <PayResult id={Number(id)} askOnce={outcome === "cancel" || outcome === "fail"} />
        </LoginGate>
      </main>
    </>
  );
}
