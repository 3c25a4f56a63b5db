// The goods page's share button: opens the share sheet (components/share/share-sheet.tsx: the poster,
// the messaging app's menu hint inside it, the Web Share / copy link outside it). The sheet's code loads
// on the first tap (useDeferredModule, which the goods page already carries, says when it cannot load),
// so the page's first load holds this button only: the goods page is at its 150 kB budget
// (docs/decisions/034-share.md).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useDeferredModule } from "@/lib/client/use-deferred-module";

const loadSheet = () => import("@/components/share/share-sheet");

type Props = {
  title: string;
  text: string;
  /** The product whose poster the sheet shows; none for a product off sale. */
  poster: { productId: number; name: string } | null;
  className?: string;
};

export function ShareButton({ title, text, poster, className = "" }: Props) {
  const t = useTranslations("goods");
  const [open, setOpen] = useState(false);
  const { module, failed, retry } = useDeferredModule(loadSheet, open);

  return (
    <>
      <button
        type="button"
        aria-label={t("share")}
        onClick={() => (failed ? retry() : setOpen(true))}
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
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
      </button>
      {open && module ? (
        <module.ShareSheet title={title} text={text} poster={poster} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
