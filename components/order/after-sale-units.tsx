// The items a refund or return covers: each item with units left can be ticked and given a quantity
// (at most what no other request holds); items already fully covered say so.
"use client";

import { useTranslations } from "next-intl";
import type { OrderDetail } from "@/lib/client/orders";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { Price } from "@/components/ui/price";

type Item = OrderDetail["items"][number];

/** Units of an item that no after-sales request holds. */
export const unitsLeft = (item: Item) => item.quantity - item.afterSaleQuantity;

export function AfterSaleUnits({
  order,
  chosen,
  onChange,
}: {
  order: OrderDetail;
  chosen: Record<number, number>;
  onChange: (next: Record<number, number>) => void;
}) {
  const t = useTranslations("afterSales");
  const set = (id: number, quantity: number) => onChange({ ...chosen, [id]: quantity });
  return (
    <fieldset className="bg-white px-4 py-1">
      <legend className="sr-only">{t("chooseItems")}</legend>
      <p aria-hidden className="pt-2 text-sm text-gray-500">
        {t("chooseItems")}
      </p>
      <ul className="divide-y divide-gray-100">
        {order.items.map((item) => {
          const left = unitsLeft(item);
          const quantity = chosen[item.id] ?? 0;
          return (
            <li key={item.id} className="flex items-center gap-3 py-2.5" data-testid="after-sale-unit">
              <input
                type="checkbox"
                aria-label={t("selectItem", { name: item.name })}
                disabled={left === 0}
                checked={quantity > 0}
                onChange={(e) => set(item.id, e.target.checked ? left : 0)}
                className="h-4 w-4 shrink-0 accent-accent"
              />
              {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
              <img
                src={item.image}
                alt=""
                width={56}
                height={56}
                className="h-14 w-14 shrink-0 rounded bg-gray-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-1 text-sm">{item.name}</p>
                <p className="truncate text-xs text-gray-500">{item.skuName}</p>
                <p className="text-xs text-gray-500">
                  <Price cents={item.price} /> · {t("unitsBought", { count: item.quantity })}
                  {item.afterSaleQuantity ? ` · ${t("unitsClaimed", { count: item.afterSaleQuantity })}` : ""}
                </p>
              </div>
              {left > 1 && quantity > 0 ? (
                <QuantityStepper value={quantity} max={left} label={item.name} onChange={(q) => set(item.id, q)} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
