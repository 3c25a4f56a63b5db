import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider, hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { Toaster } from "@/components/ui/toaster";
import { ClientMessages } from "@/components/ui/client-messages";
import { LegacyHashRedirect } from "@/components/ui/legacy-hash-redirect";
import { SandboxBanner } from "@/components/ui/sandbox-banner";

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  themeColor: "#149fe2",
};

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "app" });
  return { title: { default: t("name"), template: `%s · ${t("name")}` }, description: t("description") };
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          {/* Phone-width column: on a desktop the layout stays phone-sized and centred. */}
          <div className="relative mx-auto min-h-dvh w-full max-w-[480px] bg-page shadow-sm">
            <SandboxBanner locale={locale} />
            {children}
          </div>
          <Toaster />
          <ClientMessages />
          <LegacyHashRedirect missingText={t("pageMissing")} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
