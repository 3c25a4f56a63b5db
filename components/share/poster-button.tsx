// Opens a product's share poster (goods now; group pages will use it with their own poster address).
// The sheet's code loads on the first tap, so the goods page pays a few hundred bytes for the button.
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";

type View = typeof import("./poster-sheet");
let view: View | null = null;

type Props = { productId: number; name: string; className?: string };

export function PosterButton({ productId, name, className = "" }: Props) {
  const t = useTranslations("share");
  const locale = useLocale();
  const [open, setOpen] = useState(false);

  const show = async () => {
    try {
      view ??= await import("./poster-sheet");
      setOpen(true);
    } catch {
      // The sheet could not load (offline): the poster could not either.
      showToast(t("posterFailed"), "error");
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={t("poster")}
        onClick={() => void show()}
        className={`flex h-9 w-9 items-center justify-center rounded-full ${className}`}
      >
        <svg
          aria-hidden
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="M8 7h8M8 11h5" />
          <rect x="13" y="14" width="4" height="4" />
        </svg>
      </button>
      {open && view ? (
        <view.PosterSheet productId={productId} locale={locale} name={name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
