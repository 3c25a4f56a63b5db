// Switches the interface language; the choice is kept in the NEXT_LOCALE cookie by next-intl.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { locales, type Locale } from "@/lib/i18n/routing";

export function LocaleSwitcher() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center justify-between gap-3 bg-white px-4 py-3 text-sm">
      <span>{t("common.language")}</span>
      <select
        aria-label={t("common.language")}
        value={locale}
        disabled={pending}
        className="rounded border border-gray-200 bg-white px-2 py-1"
        onChange={(e) => {
          const next = e.target.value as Locale;
          const qs = search.toString();
          startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { locale: next }));
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
