// One cart line: check mark, picture, name and variant, price, quantity stepper.
"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import { MAX_LINE_QUANTITY } from "@/lib/validation/limits";
import type { CartRow } from "@/lib/services/cart";
import { QuantityStepper } from "./quantity-stepper";

type Props = { row: CartRow; onCheck: (checked: boolean) => void; onQuantity: (quantity: number) => void; onRemove: () => void };

export function CartLine({ row, onCheck, onQuantity, onRemove }: Props) {
  const t = useTranslations("cart");
  return (
    <li data-testid="cart-line" className={`flex items-center gap-2 bg-white px-3 py-3 ${row.available ? "" : "opacity-60"}`}>
      <input
        type="checkbox"
        aria-label={t("select", { name: row.name })}
        className="h-5 w-5 shrink-0 accent-accent"
        checked={row.checked && row.available}
        disabled={!row.available}
        onChange={(e) => onCheck(e.target.checked)}
      />
      <Link href={`/goods/${row.productId}`} className="shrink-0">
        {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
        <img src={row.image} alt="" width={80} height={80} className="h-20 w-20 rounded bg-gray-100 object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={`/goods/${row.productId}`} className="line-clamp-2 text-sm leading-5">
          {row.name}
        </Link>
        <p className="truncate text-xs text-gray-500">{row.skuName}</p>
        {!row.available ? <p className="text-xs text-amber-600">{t("unavailable")}</p> : row.quantity > row.stock ? <p className="text-xs text-amber-600">{t("onlyLeft", { count: row.stock })}</p> : null}
        <div className="flex items-center justify-between">
          <Price cents={row.price} original={row.originalPrice} />
          <QuantityStepper value={row.quantity} max={Math.max(1, Math.min(row.stock, MAX_LINE_QUANTITY))} label={row.name} onChange={onQuantity} disabled={!row.available} />
        </div>
      </div>
      <button type="button" onClick={onRemove} aria-label={t("removeOne", { name: row.name })} className="self-start p-1 text-gray-300">
        ✕
      </button>
    </li>
  );
}
