"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";

export function BackButton({ className = "" }: { className?: string }) {
  const t = useTranslations("common");
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={t("back")}
      className={`flex h-11 w-11 items-center justify-center ${className}`}
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
    >
      <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
