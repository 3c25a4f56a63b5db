// Copies a text (a waybill number) with the specification's clipboard texts: "Content copied" or
// "Copy failed, please copy manually".
"use client";

import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useTranslations("order");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t("copied"), "success");
    } catch {
      showToast(t("copyFailed"), "error");
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label ? `${t("copy")} ${label}` : t("copy")}
      className="shrink-0 rounded-full border border-gray-300 px-2.5 py-0.5 text-xs text-gray-600"
    >
      {t("copy")}
    </button>
  );
}
