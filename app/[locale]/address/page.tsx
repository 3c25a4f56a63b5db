// 地址管理 (login required); ?select=1 when choosing the delivery of the order being confirmed.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AddressList } from "@/components/address/address-list";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/address">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "address" }))("title") };
}

export default async function AddressPage({ params, searchParams }: PageProps<"/[locale]/address">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("address");
  const select = (await searchParams).select === "1";
  return (
    <AccountShell current="/address">
      <NavBar title={select ? t("chooseTitle") : t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} />}>
          <AddressList select={select} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
