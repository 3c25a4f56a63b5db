// 咨询: the shopper's question thread with the shop's service (login required).
// ?productId= attaches the product the shopper came from to the first message.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { ConsultScreen } from "@/components/engagement/consult-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/consult">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "consult" }))("title") };
}

export default async function ConsultPage({ params, searchParams }: PageProps<"/[locale]/consult">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("consult");
  const raw = (await searchParams).productId;
  const productId = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <>
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-14" />}>
          <ConsultScreen productId={productId} />
        </LoginGate>
      </main>
    </>
  );
}
