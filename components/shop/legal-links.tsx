// Links to the shop's legal pages (docs/decisions/033-go-live.md), for the Me page and registration.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

const kinds = ["terms", "privacy", "returns"] as const;

export async function LegalLinks({ className = "" }: { className?: string }) {
  const t = await getTranslations("legal");
  return (
    <nav aria-label={t("links")} className={`flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs ${className}`}>
      {kinds.map((kind) => (
        <Link key={kind} href={`/legal/${kind}`} className="text-gray-600 underline">
          {t(kind)}
        </Link>
      ))}
    </nav>
  );
}
