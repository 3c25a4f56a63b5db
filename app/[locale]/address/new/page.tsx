// 新增收货地址 (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { AddressForm } from "@/components/address/address-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/address/new">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "address" }))("newTitle") };
}

export default async function NewAddressPage({ params, searchParams }: PageProps<"/[locale]/address/new">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("address");
  return (
    <AccountShell current="/address">
      <NavBar title={t("newTitle")} />
      <main>
        <LoginGate>
          <AddressForm select={(await searchParams).select === "1"} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
