// 积分: points balance and ledger (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { IntegralScreen } from "@/components/engagement/integral-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/integral">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "integral" }))("title") };
}

export default async function IntegralPage({ params }: PageProps<"/[locale]/integral">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("integral");
  return (
    <AccountShell current="/integral">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton />}>
          <IntegralScreen />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
