// 个人资料: nickname and avatar (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { AccountSkeleton, LoginGate } from "@/components/account/login-gate";
import { ProfileForm } from "@/components/account/profile-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/profile">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.profile" }))("title") };
}

export default async function ProfilePage({ params }: PageProps<"/[locale]/profile">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.profile");
  return (
    <AccountShell current="/me">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<AccountSkeleton />}>
          <ProfileForm />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
