// OssUpload (and OssUploadMore with ?multiple=1): image upload with progress (login required).
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { AccountSkeleton, LoginGate } from "@/components/account/login-gate";
import { UploadScreen } from "@/components/account/upload-screen";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/upload">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "account.upload" }))("title") };
}

export default async function UploadPage({ params, searchParams }: PageProps<"/[locale]/upload">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations("account.upload");
  const { multiple } = await searchParams;
  const maxMb = Math.floor((env().UPLOAD_MAX_BYTES / 1024 / 1024) * 10) / 10;
  return (
    <>
      <NavBar title={t("title")} />
      <main>
        <LoginGate fallback={<AccountSkeleton />}>
          <UploadScreen multiple={multiple === "1"} maxMb={maxMb} />
        </LoginGate>
      </main>
    </>
  );
}
