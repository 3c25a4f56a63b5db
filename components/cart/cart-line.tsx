// One cart line: check mark, picture, name and variant, price, quantity stepper, ✕ (asks first). A
// swipe left or a long press reveals a delete button that removes at once (the cart offers undo). From
// 1024 px the same line is a row of the cart table (CART_TABLE_COLUMNS, the header in cart-view.tsx):
// the name block's wrappers become `display: contents` so their parts take the table's columns, and a
// subtotal cell shows; the same component and handlers as on a phone (CSS only, no second cart).
"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import { MAX_LINE_QUANTITY } from "@/lib/validation/limits";
import type { CartRow } from "@/lib/client/cart";
import { QuantityStepper } from "./quantity-stepper";
import { useSwipeReveal } from "./use-swipe-reveal";

/** The cart table's columns from 1024 px: check, picture, name and spec, unit price, quantity, subtotal, delete. */
export const CART_TABLE_COLUMNS =
  "lg:grid lg:grid-cols-[24px_96px_minmax(0,1fr)_150px_140px_150px_90px] lg:gap-x-4 lg:px-6";

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
        className={`flex touch-pan-y items-center gap-2 bg-white px-3 py-3 transition-transform select-none ${CART_TABLE_COLUMNS} lg:py-4 ${revealed ? "-translate-x-20" : ""} ${row.available ? "" : "opacity-60"}`}
      >
        <input
          type="checkbox"
          aria-label={t("select", { name: row.name })}
          className="h-5 w-5 shrink-0 accent-accent lg:row-span-3"
          checked={row.checked && row.available}
          disabled={!row.available}
          onChange={(e) => onCheck(e.target.checked)}
        />
        {/* The picture repeats the name's link: out of the tab order and the accessibility tree (a link
            with only an empty-alt picture has no name). */}
        <Link
          href={`/goods/${row.productId}`}
          className="shrink-0 lg:row-span-3"
          draggable={false}
          tabIndex={-1}
          aria-hidden
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
          <img
            src={row.image}
            alt=""
            width={80}
            height={80}
            draggable={false}
            className="h-20 w-20 rounded bg-gray-100 object-cover lg:h-24 lg:w-24"
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1 lg:contents">
          <Link
            href={`/goods/${row.productId}`}
            className="line-clamp-2 text-sm leading-5 lg:col-start-3 lg:self-end lg:text-[15px]"
            draggable={false}
          >
            {row.name}
          </Link>
          <p className="truncate text-xs text-gray-500 lg:col-start-3 lg:row-start-2">{row.skuName}</p>
          {!row.available ? (
            <p className="text-xs text-amber-600 lg:col-start-3 lg:row-start-3">{t("unavailable")}</p>
          ) : row.quantity > row.stock ? (
            <p className="text-xs text-amber-600 lg:col-start-3 lg:row-start-3">
              {t("onlyLeft", { count: row.stock })}
            </p>
          ) : null}
          <div className="flex items-center justify-between lg:contents">
            <Price
              cents={row.price}
              original={row.originalPrice}
              className="lg:col-start-4 lg:row-span-3 lg:row-start-1 lg:flex-col lg:gap-0"
            />
            <div className="lg:col-start-5 lg:row-span-3 lg:row-start-1 lg:self-center">
              <QuantityStepper
                value={row.quantity}
                max={Math.max(1, Math.min(row.stock, MAX_LINE_QUANTITY))}
                label={row.name}
                onChange={onQuantity}
                disabled={!row.available}
              />
            </div>
            <span
              data-testid="cart-line-subtotal"
              className="hidden lg:col-start-6 lg:row-span-3 lg:row-start-1 lg:block lg:self-center"
            >
              <Price cents={row.price * row.quantity} />
            </span>
          </div>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("removeOne", { name: row.name })}
          className="self-start p-1 text-gray-400 lg:col-start-7 lg:row-span-3 lg:row-start-1 lg:self-center lg:justify-self-start lg:text-sm lg:text-gray-600 lg:hover:text-price"
        >
          <span aria-hidden className="lg:hidden">
            ✕
          </span>
          <span aria-hidden className="hidden lg:inline">
            {t("remove")}
          </span>
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
