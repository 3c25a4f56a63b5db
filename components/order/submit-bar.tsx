// The confirm screen's bottom bar: what will be paid, and submit. From 1024 px it sits in the summary
// column instead (not fixed), with a full-width pay button.
"use client";

import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price";
import { BottomBar } from "@/components/ui/bottom-bar";

type Props = { total: number; disabled: boolean; hint: string | null; onSubmit: () => void };

export function SubmitBar({ total, disabled, hint, onSubmit }: Props) {
  const t = useTranslations("order");
  return (
    <BottomBar className="border-t border-gray-200 pb-[env(safe-area-inset-bottom)] lg:static lg:mt-4 lg:translate-x-0 lg:border-t-0 lg:pb-0">
      {hint ? <p className="bg-amber-50 py-1 text-center text-xs text-amber-700 lg:rounded">{hint}</p> : null}
      <div className="flex h-14 items-center justify-end gap-3 px-3 lg:h-auto lg:flex-col lg:items-stretch lg:px-0 lg:pt-2">
        <p className="text-sm lg:text-right lg:text-base">
          {t("toPay")} <Price cents={total} />
        </p>
        <button
          type="button"
          disabled={disabled}
          data-testid="submit-order"
          onClick={onSubmit}
          className="h-10 rounded-full bg-price px-6 text-sm font-medium text-white disabled:opacity-40 lg:h-12 lg:w-full lg:rounded-lg lg:text-base"
        >
          {t("submit")}
        </button>
      </div>
    </BottomBar>
  );
}
