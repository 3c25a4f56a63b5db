// 微信登录: the messaging-app login (sandbox confirm screen offline, WeChat OAuth with the real provider;
// inside the mini-program, the mini-program's own login page).
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { WechatLogin } from "@/components/account/wechat-login";
import { wechatClientConfig } from "@/lib/services/account";
import { detectEnvironment } from "@/lib/auth/platform";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/login/wechat">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.wechat" }))("title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function WechatLoginPage({ params, searchParams }: PageProps<"/[locale]/login/wechat">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [t, tApp] = [await getTranslations("account.wechat"), await getTranslations("app")];
  const query = await searchParams;
  const { provider, appId } = wechatClientConfig();
  const miniProgram = detectEnvironment((await headers()).get("user-agent")).kind === "wechat-mini";
  return (
    <>
      <NavBar title={t("title")} />
      <main className="min-h-[calc(100dvh-44px)] bg-white">
        <WechatLogin
          provider={provider}
          appId={appId}
          miniProgram={miniProgram}
          appName={tApp("name")}
          redirect={first(query.redirect)}
          code={first(query.code)}
          state={first(query.state)}
        />
      </main>
    </>
  );
}
