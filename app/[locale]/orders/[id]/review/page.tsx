// 评价晒图 (login required): review one order waiting for review.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { ReviewForm } from "@/components/order/review-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/orders/[id]/review">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "reviews" }))("writeTitle") };
}

export default async function ReviewPage({ params }: PageProps<"/[locale]/orders/[id]/review">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  if (!/^\d{1,10}$/.test(id)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("reviews");
  return (
    <>
      <NavBar title={t("writeTitle")} />
      <main>
        <LoginGate fallback={<ListSkeleton rows={3} height="h-24" />}>
          <ReviewForm orderId={Number(id)} />
        </LoginGate>
      </main>
    </>
  );
}
