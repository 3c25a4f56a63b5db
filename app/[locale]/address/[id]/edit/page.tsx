// 编辑收货地址 (login required).
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { EditAddress } from "@/components/address/edit-address";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/address/[id]/edit">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "address" }))("editTitle") };
}

export default async function EditAddressPage({ params }: PageProps<"/[locale]/address/[id]/edit">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("address");
  return (
    <AccountShell current="/address">
      <NavBar title={t("editTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={2} />}>
          <EditAddress id={Number(id)} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
