// 我的订阅: the shopper's 到货通知 and 降价通知 (login required). docs/decisions/046-notices.md
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { NoticeList } from "@/components/engagement/notice-list";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/notices">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "notices" }))("mine") };
}

export default async function NoticesPage({ params }: PageProps<"/[locale]/notices">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("notices");
  // Reached from the message centre (its 我的订阅 link), so the menu marks 消息.
  return (
    <AccountShell current="/messages">
      <NavBar title={t("mine")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={4} height="h-24" />}>
          <NoticeList />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
