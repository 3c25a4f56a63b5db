// After a quick delete in the cart: "Removed X · Undo" for a few seconds above the cart's footer.
"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";

export const UNDO_MS = 5000;

export function UndoBar({ name, onUndo, onExpire }: { name: string; onUndo: () => void; onExpire: () => void }) {
  const t = useTranslations();
  useEffect(() => {
    const timer = setTimeout(onExpire, UNDO_MS);
    return () => clearTimeout(timer);
  }, [name, onExpire]);
  return (
    <div
      role="status"
      className="fixed bottom-[calc(50px+3.5rem+0.5rem+env(safe-area-inset-bottom))] left-1/2 z-30 flex w-[calc(100%-1.5rem)] max-w-[456px] -translate-x-1/2 items-center justify-between gap-3 rounded-lg bg-gray-900/90 px-4 py-2.5 text-sm text-white"
    >
      <span className="min-w-0 truncate">{t("cart.removed", { name })}</span>
      <button type="button" onClick={onUndo} className="shrink-0 font-medium text-amber-300">
        {t("common.undo")}
      </button>
    </div>
  );
}
