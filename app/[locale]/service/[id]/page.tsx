// Service detail (detail-service): one item's full text.
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { Link } from "@/lib/i18n/navigation";
import { ApiError } from "@/lib/domain/errors";
import { getServiceItemOrThrow, type ServiceItemDetail } from "@/lib/services/engagement";
import { serviceKinds } from "@/lib/validation/engagement";
import type { Locale } from "@/lib/i18n/routing";
import { isRichText, sanitizeRichText } from "@/lib/services/catalogue";

export const dynamic = "force-dynamic";

async function loadItem(rawId: string, locale: Locale): Promise<ServiceItemDetail> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id) notFound();
  try {
    return await getServiceItemOrThrow(id, locale);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: PageProps<"/[locale]/service/[id]">) {
  const { id, locale } = (await params) as { locale: Locale; id: string };
  return { title: (await loadItem(id, locale)).title };
}

export default async function ServiceDetailPage({ params }: PageProps<"/[locale]/service/[id]">) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const t = await getTranslations("serviceArea");
  const item = await loadItem(id, locale);
  const kind = serviceKinds.find((k) => k === item.kind);
  return (
    <>
      <NavBar title={t("detailTitle")} />
      <main className="space-y-3 pb-6">
        <article className="bg-white px-4 py-4">
          {kind ? <p className="text-xs text-accent">{t(`kinds.${kind}`)}</p> : null}
          <h2 className="mt-1 text-lg font-medium">{item.title}</h2>
          {item.summary ? <p className="mt-1 text-sm text-gray-500">{item.summary}</p> : null}
          {/* An operator's answer may be rich text: sanitised when saved and again here. */}
          {isRichText(item.content) ? (
            <div
              className="mt-4 text-sm leading-6 text-gray-700 [&_a]:text-accent [&_a]:underline [&_li]:ml-4 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.content) }}
            />
          ) : (
            <div className="mt-4 text-sm leading-6 whitespace-pre-line text-gray-700">{item.content}</div>
          )}
        </article>
        <Link
          href="/consult"
          className="mx-3 flex items-center justify-center rounded-full bg-accent py-2.5 text-sm text-white"
        >
          {t("consultEntry")}
        </Link>
      </main>
    </>
  );
}
