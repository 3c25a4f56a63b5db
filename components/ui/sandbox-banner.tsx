// A thin strip on every page while payments run through the offline sandbox (the README's demo):
// nobody should think a simulated payment took money. Server-rendered, no client JavaScript.
import { getTranslations } from "next-intl/server";

/** `simulated`: the layout's paymentsSimulated() (lib/services/sandbox-policy.ts). */
export async function SandboxBanner({ locale, simulated }: { locale: string; simulated: boolean }) {
  if (!simulated) return null;
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <aside
      aria-label={t("sandboxBanner")}
      data-testid="sandbox-banner"
      className="bg-amber-100 px-3 py-1 text-center text-xs text-amber-900"
    >
      {t("sandboxBanner")}
    </aside>
  );
}
