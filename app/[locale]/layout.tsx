import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider, hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { pickMessages, shellNamespaces } from "@/lib/i18n/client-messages";
import { Toaster } from "@/components/ui/toaster";
import { ClientMessages } from "@/components/ui/client-messages";
import { LegacyHashRedirect } from "@/components/ui/legacy-hash-redirect";
import { SandboxBanner } from "@/components/ui/sandbox-banner";
import { paymentsSimulated } from "@/lib/services/platform";
import { DesktopHeader } from "@/components/ui/desktop-header";
import { DeferredPwa } from "@/components/pwa/deferred-pwa";

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  // The nav bar's blue (globals.css --color-brand).
  themeColor: "#0e72a3",
};

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "app" });
  return {
    title: { default: t("name"), template: `%s · ${t("name")}` },
    description: t("description"),
    applicationName: t("name"),
    // favicon.ico, the manifest and the icons are files in public/ (scripts/make-icons.mjs draws them).
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "48x48" },
        { url: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
      ],
      apple: "/apple-touch-icon.png",
    },
    appleWebApp: { capable: true, title: t("name"), statusBarStyle: "default" },
  };
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
        {/* The shell's namespaces only; a route adds its own (lib/i18n/client-messages.ts, RouteMessages). */}
        <NextIntlClientProvider messages={pickMessages(locale, shellNamespaces)}>
          {/* Phone-width column; from 1024 px the desktop header over a wide column up to 1280 px, the whole
              page zoomed with the window from 1440 px (globals.css --column and --zoom; they move the fixed
              bars onto the wide column). */}
          <DesktopHeader />
          <div className="mx-auto w-full lg:max-w-[var(--column)]">
            <div className="relative mx-auto min-h-dvh w-full max-w-[480px] bg-page shadow-sm lg:max-w-none">
              <SandboxBanner locale={locale} simulated={paymentsSimulated()} />
              {children}
            </div>
          </div>
          <Toaster />
          <ClientMessages />
          <LegacyHashRedirect missingText={t("pageMissing")} />
          <DeferredPwa />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
