// One cart line: check mark, picture, name and variant, price, quantity stepper, ✕ (asks first). A
// swipe left or a long press reveals a delete button that removes at once (the cart offers undo).
"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import { MAX_LINE_QUANTITY } from "@/lib/validation/limits";
import type { CartRow } from "@/lib/client/cart";
import { QuantityStepper } from "./quantity-stepper";
import { useSwipeReveal } from "./use-swipe-reveal";

type Props = {
  row: CartRow;
  onCheck: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  /** The ✕: confirm, then remove. */
  onRemove: () => void;
  /** The revealed delete button: remove now, with undo. */
  onQuickRemove: () => void;
};

export function CartLine({ row, onCheck, onQuantity, onRemove, onQuickRemove }: Props) {
  const t = useTranslations("cart");
  const { revealed, hide, handlers } = useSwipeReveal();
  return (
    <li data-testid="cart-line" className="relative overflow-hidden bg-white">
      <div
        {...handlers}
        className={`flex touch-pan-y items-center gap-2 bg-white px-3 py-3 transition-transform select-none ${revealed ? "-translate-x-20" : ""} ${row.available ? "" : "opacity-60"}`}
      >
        <input
          type="checkbox"
          aria-label={t("select", { name: row.name })}
          className="h-5 w-5 shrink-0 accent-accent"
          checked={row.checked && row.available}
          disabled={!row.available}
          onChange={(e) => onCheck(e.target.checked)}
        />
        <Link href={`/goods/${row.productId}`} className="shrink-0" draggable={false}>
          {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
          <img
            src={row.image}
            alt=""
            width={80}
            height={80}
            draggable={false}
            className="h-20 w-20 rounded bg-gray-100 object-cover"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Link href={`/goods/${row.productId}`} className="line-clamp-2 text-sm leading-5" draggable={false}>
            {row.name}
          </Link>
          <p className="truncate text-xs text-gray-500">{row.skuName}</p>
          {!row.available ? (
            <p className="text-xs text-amber-600">{t("unavailable")}</p>
          ) : row.quantity > row.stock ? (
            <p className="text-xs text-amber-600">{t("onlyLeft", { count: row.stock })}</p>
          ) : null}
          <div className="flex items-center justify-between">
            <Price cents={row.price} original={row.originalPrice} />
            <QuantityStepper
              value={row.quantity}
              max={Math.max(1, Math.min(row.stock, MAX_LINE_QUANTITY))}
              label={row.name}
              onChange={onQuantity}
              disabled={!row.available}
            />
          </div>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("removeOne", { name: row.name })}
          className="self-start p-1 text-gray-400"
        >
          ✕
        </button>
      </div>
      {revealed ? (
        <button
          type="button"
          onClick={() => {
            hide();
            onQuickRemove();
          }}
          className="absolute inset-y-0 right-0 w-20 bg-price text-sm text-white"
        >
          {t("remove")}
        </button>
      ) : null}
    </li>
  );
}
