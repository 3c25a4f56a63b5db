import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { NavBar } from "./nav-bar";

export async function NotFoundScreen() {
  const t = await getTranslations("notFound");
  return (
    <>
      <NavBar title={t("title")} />
      <main className="flex flex-col items-center gap-4 px-6 py-20 text-center">
        <p aria-hidden className="text-6xl font-bold text-accent-dark">
          404
        </p>
        <h2 className="text-lg font-medium">{t("title")}</h2>
        <p className="text-sm text-gray-600">{t("body")}</p>
        <Link href="/" className="rounded-full bg-accent px-6 py-2 text-sm text-white">
          {t("backHome")}
        </Link>
      </main>
    </>
  );
}
