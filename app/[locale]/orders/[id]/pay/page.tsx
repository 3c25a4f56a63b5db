// 收银台 (login required).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { PayOrder } from "@/components/payment/pay-order";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/pay">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "payment" }))("title") };
}

export default async function Page({ params }: PageProps<"/[locale]/orders/[id]/pay">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("payment");
  return (
    <>
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={2} />}>
          <PayOrder id={Number(id)} />
        </LoginGate>
      </main>
    </>
  );
}
