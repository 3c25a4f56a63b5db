// The confirm sheet itself (components/ui/confirm-sheet.tsx loads it on the first question).
"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";

/** A question for the sheet: its text, the confirming button's label, and whether it destroys something. */
export type Ask = { message: string; confirmLabel?: string; danger?: boolean };

export function ConfirmSheet({ ask, onClose }: { ask: Ask; onClose: (ok: boolean) => void }) {
  const t = useTranslations("common");
  const confirmRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeRef.current(false);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40" onClick={() => onClose(false)}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-sheet-message"
        onClick={(e) => e.stopPropagation()}
        className="w-full max-w-[480px] rounded-t-2xl bg-white px-4 pt-5 pb-[calc(1rem+env(safe-area-inset-bottom))]"
      >
        <p id="confirm-sheet-message" className="px-2 pb-5 text-center text-base">
          {ask.message}
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => onClose(false)}
            className="h-11 flex-1 rounded-full border border-gray-300 text-gray-700"
          >
            {t("cancel")}
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={() => onClose(true)}
            className={`h-11 flex-1 rounded-full text-white ${ask.danger ? "bg-price" : "bg-accent"}`}
          >
            {ask.confirmLabel ?? t("confirm")}
          </button>
        </div>
      </div>
    </div>
  );
}
