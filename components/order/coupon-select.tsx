// The coupon for the order being confirmed: the server suggests the best usable one; the shopper may
// pick another or none. Unusable coupons are listed, disabled, so the shopper sees why.
"use client";

import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import type { UsableCoupon } from "@/lib/client/orders";

type Props = { coupons: UsableCoupon[]; value: number | null; onChange: (id: number | null) => void };

export function CouponSelect({ coupons, value, onChange }: Props) {
  const money = useMoney();
  const t = useTranslations("order");
  return (
    <label className="flex items-center gap-3 text-sm">
      <span className="shrink-0 text-gray-500">{t("coupon")}</span>
      <select
        aria-label={t("coupon")}
        className="min-w-0 flex-1 bg-transparent text-right"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{coupons.some((c) => !c.unusable) ? t("noCoupon") : t("noUsableCoupon")}</option>
        {coupons.map((c) => (
          <option key={c.id} value={c.id} disabled={c.unusable !== null}>
            {c.unusable ? `${c.name}（${t(`couponUnusable.${c.unusable}`)}）` : `${c.name} -${money(c.discount)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
