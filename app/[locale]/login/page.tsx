// 登录: password login, with links to the code login, registration and (where it applies) the
// messaging-app login — the main action inside the messaging app, one of the other ways elsewhere. `?redirect=` is where the shopper goes afterwards.
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginForm } from "@/components/account/login-form";
import { detectEnvironment, wechatPlace } from "@/lib/auth/platform";
import { wechatClientConfig } from "@/lib/services/account";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/login">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.login" }))("title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/login">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.login");
  const redirect = first((await searchParams).redirect);
  const environment = detectEnvironment((await headers()).get("user-agent"));
  return (
    <>
      <NavBar title={t("title")} />
      <main className="min-h-[calc(100dvh-44px)] bg-white">
        <LoginForm redirect={redirect} wechat={wechatPlace(environment, wechatClientConfig().provider)} />
      </main>
    </>
  );
}
