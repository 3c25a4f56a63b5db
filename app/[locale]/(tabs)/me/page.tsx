import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export default async function MePage({ params }: PageProps<"/[locale]/me">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("me");
  return (
    <>
      <NavBar title={t("title")} back={false} />
      <main className="space-y-3">
        <section className="flex items-center gap-3 bg-brand px-4 pb-6 pt-2 text-white">
          <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-white/30 text-2xl">👤</span>
          <div>
            <p className="text-base">{t("guest")}</p>
            <Link href="/login" className="text-sm underline">
              {t("login")}
            </Link>
          </div>
        </section>
        <Suspense>
          <LocaleSwitcher />
        </Suspense>
      </main>
    </>
  );
}
