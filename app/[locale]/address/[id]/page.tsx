// 收货地址详情 (login required).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AddressDetail } from "@/components/address/address-detail";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/address/[id]">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "address" }))("detailTitle") };
}

export default async function AddressDetailPage({ params }: PageProps<"/[locale]/address/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("address");
  return (
    <AccountShell current="/address">
      <NavBar title={t("detailTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={2} />}>
          <AddressDetail id={Number(id)} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
