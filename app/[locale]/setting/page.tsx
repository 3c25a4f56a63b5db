// 设置: password, language, logout, account cancellation (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { AccountSkeleton, LoginGate } from "@/components/account/login-gate";
import { SettingScreen } from "@/components/account/setting-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/setting">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.setting" }))("title") };
}

export default async function SettingPage({ params }: PageProps<"/[locale]/setting">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.setting");
  return (
    <AccountShell current="/setting">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<AccountSkeleton />}>
          <SettingScreen />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
