// 签到: daily sign-in with streak and calendar (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { SignInScreen } from "@/components/engagement/sign-in-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/sign-in">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "signIn" }))("title") };
}

export default async function SignInPage({ params }: PageProps<"/[locale]/sign-in">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("signIn");
  return (
    <>
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={2} height="h-40" />}>
          <SignInScreen />
        </LoginGate>
      </main>
    </>
  );
}
