// 积分抵扣 on the confirm screen: a switch that spends as many points as the order allows (the server
// states the balance, the cap and the rate), with what they take off.
"use client";

import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";

type Props = {
  points: { balance: number; max: number; used: number; perYuan: number };
  amount: number;
  checked: boolean;
  onChange: (on: boolean) => void;
};

export function PointsToggle({ points, amount, checked, onChange }: Props) {
  const money = useMoney();
  const t = useTranslations("order");
  const usable = points.max > 0;
  return (
    <div className="text-sm">
      <label className="flex items-center gap-3">
        <span className="shrink-0 text-gray-500">{t("pointsDeduction")}</span>
        <span className="min-w-0 flex-1 text-right text-xs text-gray-600">
          {!usable
            ? t("pointsNone")
            : checked
              ? `${t("pointsUse", { points: points.used })} -${money(amount)}`
              : t("pointsHint", { balance: points.balance, max: points.max })}
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label={t("pointsDeduction")}
          disabled={!usable}
          checked={checked && usable}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4 accent-[var(--color-accent,#e4393c)]"
        />
      </label>
      <p className="mt-1 text-right text-[11px] text-gray-500">
        {t("pointsRule", { perYuan: points.perYuan, unit: money(100) })}
      </p>
    </div>
  );
}
