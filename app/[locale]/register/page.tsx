// 立即註冊: registration with username and password.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { RegisterForm } from "@/components/account/register-form";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/register">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.register" }))("title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function RegisterPage({ params, searchParams }: PageProps<"/[locale]/register">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.register");
  const redirect = first((await searchParams).redirect);
  return (
    <>
      <NavBar title={t("title")} />
      <main className="min-h-[calc(100dvh-44px)] bg-white">
        <RegisterForm redirect={redirect} />
        <p className="px-6 pb-6 text-center text-xs text-gray-600">
          {t.rich("agree", {
            terms: (chunks) => (
              <Link href="/legal/terms" className="text-accent underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/legal/privacy" className="text-accent underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </main>
    </>
  );
}
