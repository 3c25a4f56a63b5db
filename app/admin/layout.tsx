// The back office's own root layout (outside the shop's locale tree): its language from the operator's
// choice, its own message catalogue, never indexed. Nothing here is loaded by a shopper page.
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { Toaster } from "@/components/ui/toaster";
import { adminCatalogues, adminTranslator } from "@/lib/i18n/admin-messages";
import { adminLocale } from "@/lib/i18n/admin-locale";
import "./admin.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = adminTranslator(await adminLocale(), "app");
  return {
    title: { default: t("title"), template: `%s · ${t("title")}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const locale = await adminLocale();
  return (
    <html lang={locale}>
      <body className="bg-gray-100 text-gray-900 print:bg-white">
        <NextIntlClientProvider locale={locale} messages={adminCatalogues[locale]} timeZone="Asia/Shanghai">
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
