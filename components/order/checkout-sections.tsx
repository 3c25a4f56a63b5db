// The confirm screen's sections, one component each (components/order/confirm-order.tsx lays them out:
// one column on a phone; from 1024 px the form sections in the left column and the summary with the
// pay button on the right). A new section (an invoice, say) is one more component in the left column.
// The group checkout (components/group/group-confirm.tsx) is made of the same sections, so they take
// only the preview fields they show: the group preview has the same ones.
"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { OrderPreview } from "@/lib/client/orders";
import { FreeShippingNote } from "@/components/shop/free-shipping-note";
import { OrderItems } from "./order-items";
import { AmountRows } from "./amount-rows";
import { CouponSelect } from "./coupon-select";
import { PointsToggle } from "./points-toggle";

/** The lines being bought; under them `note`, by default the stock warning when stock is short. */
export function CheckoutItems({
  preview,
  note,
}: {
  preview: Pick<OrderPreview, "items" | "stockOk">;
  note?: ReactNode;
}) {
  const t = useTranslations("order");
  return (
    <section className="bg-white px-4 lg:rounded-lg lg:px-6" aria-label={t("items")}>
      <OrderItems items={preview.items} />
      {note ?? (!preview.stockOk ? <p className="pb-2 text-xs text-amber-600">{t("stockShort")}</p> : null)}
    </section>
  );
}

/** Coupon and points; side by side on a desktop, so each control stays near its label. */
export function CheckoutDiscounts({
  preview,
  usePoints,
  onCoupon,
  onPoints,
}: {
  preview: Pick<OrderPreview, "coupons" | "couponId" | "points" | "pointsAmount">;
  usePoints: boolean;
  onCoupon: (id: number | null) => void;
  onPoints: (use: boolean) => void;
}) {
  return (
    <section className="space-y-3 bg-white px-4 py-3 lg:grid lg:grid-cols-2 lg:space-y-0 lg:gap-x-10 lg:rounded-lg lg:px-6 lg:py-4">
      <CouponSelect coupons={preview.coupons} value={preview.couponId} onChange={onCoupon} />
      <PointsToggle points={preview.points} amount={preview.pointsAmount} checked={usePoints} onChange={onPoints} />
    </section>
  );
}

/** The shopper's note to the shop. */
export function CheckoutNote({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const t = useTranslations("order");
  return (
    <section className="bg-white px-4 py-3 lg:rounded-lg lg:px-6 lg:py-4">
      <label className="flex items-center gap-3 text-sm">
        <span className="shrink-0 text-gray-500">{t("remark")}</span>
        <input
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("remarkPlaceholder")}
          className="min-w-0 flex-1 text-right outline-none lg:rounded lg:border lg:border-gray-200 lg:px-3 lg:py-2 lg:text-left"
        />
      </label>
    </section>
  );
}

/** The figures the server computed (items, freight, discounts, total) and the free-shipping note. */
export function CheckoutAmounts({
  preview,
  freightUnknown,
}: {
  preview: Pick<OrderPreview, "itemsAmount" | "freightAmount" | "discountAmount" | "pointsAmount" | "totalAmount"> &
    Partial<Pick<OrderPreview, "freeShipping">>;
  freightUnknown: boolean;
}) {
  return (
    <section className="bg-white px-4 py-3 lg:px-0 lg:py-0">
      <AmountRows
        itemsAmount={preview.itemsAmount}
        freightAmount={preview.freightAmount}
        freightUnknown={freightUnknown}
        discountAmount={preview.discountAmount}
        pointsAmount={preview.pointsAmount}
        totalAmount={preview.totalAmount}
      />
      {preview.freeShipping ? (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1.5 text-xs text-amber-800" data-testid="free-shipping">
          <FreeShippingNote status={preview.freeShipping} />
        </p>
      ) : null}
    </section>
  );
}
