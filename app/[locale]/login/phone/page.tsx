// 验证码登录 (also the legacy return-code and input-code screens).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { PhoneLoginForm } from "@/components/account/phone-login-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/login/phone">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.phone" }))("title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PhoneLoginPage({ params, searchParams }: PageProps<"/[locale]/login/phone">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.phone");
  const redirect = first((await searchParams).redirect);
  return (
    <>
      <NavBar title={t("title")} />
      <main className="min-h-[calc(100dvh-44px)] bg-white">
        <PhoneLoginForm redirect={redirect} />
      </main>
    </>
  );
}
