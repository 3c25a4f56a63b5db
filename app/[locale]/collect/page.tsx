// 收藏: favourite products (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { CollectScreen } from "@/components/engagement/collect-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/collect">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "favorites" }))("title") };
}

export default async function CollectPage({ params }: PageProps<"/[locale]/collect">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("favorites");
  return (
    <AccountShell current="/collect">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={5} height="h-24" />}>
          <CollectScreen />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
