// 足迹: the products opened in this browser, newest first (no login needed: kept on the device).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { FootprintScreen } from "@/components/engagement/footprint-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/footprint">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "footprint" }))("title") };
}

export default async function FootprintPage({ params }: PageProps<"/[locale]/footprint">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("footprint");
  return (
    <AccountShell current="/footprint">
      <NavBar title={t("title")} />
      <main>
        <FootprintScreen />
      </main>
    </AccountShell>
  );
}
