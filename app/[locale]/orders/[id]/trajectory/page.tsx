// 物流轨迹 (login required): the legacy /pages/map/list-trajectory and trajectory-detail land here.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { TrajectoryView } from "@/components/order/trajectory-view";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/trajectory">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "order" }))("trajectory") };
}

export default async function TrajectoryPage({ params }: PageProps<"/[locale]/orders/[id]/trajectory">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("order");
  return (
    <>
      <NavBar title={t("trajectory")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} />}>
          <TrajectoryView id={Number(id)} />
        </LoginGate>
      </main>
    </>
  );
}
