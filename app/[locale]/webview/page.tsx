// 网页 (webview): shows an allow-listed page inside the app frame; anything else is refused with an
// explanation (lib/services/platform/webview.ts holds the rule and WEBVIEW_ALLOWED_ORIGINS). A page of this
// site is not framed but opened as itself: framed, it showed its own nav bar under the web view's.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { Link } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/locale-path";
import { resolveWebviewTarget } from "@/lib/services/platform";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/webview">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "webview" }))("title") };
}

async function siteOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto =
    h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto.split(",")[0].trim()}://${host.split(",")[0].trim()}`;
}

export default async function WebviewPage({ params, searchParams }: PageProps<"/[locale]/webview">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("webview");
  const query = await searchParams;
  const target = resolveWebviewTarget(typeof query.url === "string" ? query.url : undefined, await siteOrigin());
  if (target.ok && !target.external) redirect(localizePath(target.src, locale));
  // Links may name the page (the legacy web view took a title); kept short for the nav bar.
  const title = typeof query.title === "string" && query.title.trim() ? query.title.trim().slice(0, 40) : t("title");
  return (
    <>
      <NavBar title={title} />
      {target.ok ? (
        <iframe
          src={target.src}
          title={title}
          // External pages run in their own origin's sandbox: scripts and forms, no top navigation.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          className="block h-[calc(100dvh-2.75rem)] w-full border-0 bg-white"
        />
      ) : (
        <main className="flex flex-col items-center gap-3 px-8 py-20 text-center">
          <span aria-hidden className="text-5xl">
            🔒
          </span>
          <h2 className="text-base font-medium">{target.reason === "missing" ? t("missing") : t("refusedTitle")}</h2>
          {target.reason === "notAllowed" ? <p className="text-sm text-gray-500">{t("refusedBody")}</p> : null}
          <Link href="/" className="mt-2 rounded-full bg-accent px-6 py-2 text-sm text-white">
            {t("backHome")}
          </Link>
        </main>
      )}
    </>
  );
}
