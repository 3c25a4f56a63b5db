// 小程序登录: the web page in the mini-program's web-view logs in with the one-time code the
// mini-program put in the address's fragment (docs/decisions/019-mini-program.md).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { MiniProgramLogin } from "@/components/account/mini-program-login";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/login/mini">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.wechat" }))("title") };
}

export default async function MiniProgramLoginPage({ params }: PageProps<"/[locale]/login/mini">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.wechat");
  return (
    <>
      <NavBar title={t("title")} />
      <main className="min-h-[calc(100dvh-44px)] bg-white">
        <MiniProgramLogin />
      </main>
    </>
  );
}
