// 优惠券: the shopper's coupons by tab and the claim centre (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountShell } from "@/components/account/account-shell";
import { LoginGate } from "@/components/account/login-gate";
import { ListSkeleton } from "@/components/engagement/list-states";
import { CouponScreen } from "@/components/engagement/coupon-screen";
import { couponScreenTabs } from "@/lib/validation/engagement";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/coupon">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "coupons" }))("title") };
}

export default async function CouponPage({ params, searchParams }: PageProps<"/[locale]/coupon">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("coupons");
  const requested = (await searchParams).tab;
  const tab = couponScreenTabs.find((k) => k === requested) ?? "available";
  return (
    <AccountShell current="/coupon">
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<ListSkeleton />}>
          <CouponScreen initialTab={tab} />
        </LoginGate>
      </main>
    </AccountShell>
  );
}
