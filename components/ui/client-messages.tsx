// Hands the fetcher (which runs outside React) its texts in the current locale.
"use client";

import { useTranslations } from "next-intl";
import { setFetcherTexts } from "@/lib/client/fetcher";

export function ClientMessages() {
  const t = useTranslations("common");
  setFetcherTexts({ networkError: t("networkError"), timeout: t("timeout") });
  return null;
}
