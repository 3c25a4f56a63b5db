// The cart's bottom bar above the tab bar: select all, and either the total with checkout or, while
// managing, removal of the checked lines. From 1024 px the table's total and checkout bar along the
// bottom of the wide column, with a full-size checkout button.
"use client";

import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price";

type Props = {
  allChecked: boolean;
  checkedCount: number;
  total: number;
  managing: boolean;
  onToggleAll: () => void;
  onCheckout: () => void;
  onRemoveChecked: () => void;
  /** A line above the bar (满 X 包邮: how much more ships free). */
  note?: React.ReactNode;
};

export function CartFooter({
  allChecked,
  checkedCount,
  total,
  managing,
  onToggleAll,
  onCheckout,
  onRemoveChecked,
  note,
}: Props) {
  const t = useTranslations("cart");
  return (
    <div className="fixed bottom-[calc(50px+env(safe-area-inset-bottom))] left-1/2 z-30 flex h-14 w-full max-w-[480px] -translate-x-1/2 items-center gap-3 border-t border-gray-200 bg-white px-3 lg:h-16 lg:px-6 lg:shadow-[0_-2px_8px_rgba(0,0,0,0.06)]">
      {note && !managing ? (
        <p
          className="absolute inset-x-0 bottom-full bg-amber-50 px-3 py-1 text-center text-xs text-amber-800"
          data-testid="free-shipping"
        >
          {note}
        </p>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5 accent-accent" checked={allChecked} onChange={onToggleAll} />
        {t("selectAll")}
      </label>
      <div className="flex flex-1 items-center justify-end gap-3">
        {managing ? (
          <button
            type="button"
            disabled={checkedCount === 0}
            onClick={onRemoveChecked}
            className="h-10 rounded-full border border-price px-5 text-sm text-price disabled:opacity-40"
          >
            {t("removeChecked", { count: checkedCount })}
          </button>
        ) : (
          <>
            <p className="text-sm lg:text-base" data-testid="cart-total">
              {t("total")} <Price cents={total} />
            </p>
            <button
              type="button"
              disabled={checkedCount === 0}
              onClick={onCheckout}
              className="h-10 rounded-full bg-price px-5 text-sm font-medium text-white disabled:opacity-40 lg:h-12 lg:min-w-44 lg:rounded-lg lg:px-8 lg:text-base"
            >
              {t("checkout", { count: checkedCount })}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
