// The new-user coupon popup as its own page (legacy path sui-new-user-coupon-page): the dialog over a
// dimmed backdrop; done -> the coupon list when claimed, else back where the shopper came from.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoginGate } from "@/components/account/login-gate";
import { NewUserCouponPage } from "@/components/engagement/new-user-coupon-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/coupon/new-user">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "coupons.newUser" }))("title") };
}

export default async function NewUserCouponRoute({ params }: PageProps<"/[locale]/coupon/new-user">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return (
    <main className="min-h-dvh">
      <LoginGate>
        <NewUserCouponPage />
      </LoginGate>
    </main>
  );
}
