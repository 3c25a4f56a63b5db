// The sandbox provider's cashier (no login: like a real provider's page, the signed link is the key).
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { ListSkeleton } from "@/components/engagement/list-states";
import { SandboxCashier } from "@/components/payment/sandbox-cashier";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/pay/sandbox">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "payment" }))("sandbox.title") };
}

export default async function SandboxPage({ params }: PageProps<"/[locale]/pay/sandbox">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("payment");
  return (
    <>
      <NavBar title={t("sandbox.title")} />
      <main>
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <SandboxCashier />
        </Suspense>
      </main>
    </>
  );
}
