// 消息: the shopper's message centre (login required). docs/decisions/046-notices.md
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { MessageCentre } from "@/components/engagement/message-centre";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/messages">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "messageCentre" }))("title") };
}

export default async function MessagesPage({ params }: PageProps<"/[locale]/messages">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("messageCentre");
  return (
    <AccountShell current="/messages">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={5} height="h-16" />}>
          <MessageCentre />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
