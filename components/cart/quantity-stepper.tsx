// − quantity + ; the bounds disable the buttons. Labels name the product for screen readers.
"use client";

import { useTranslations } from "next-intl";

type Props = {
  value: number;
  min?: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  disabled?: boolean;
};

export function QuantityStepper({ value, min = 1, max, label, onChange, disabled = false }: Props) {
  const t = useTranslations("cart");
  const button = "flex h-7 w-7 items-center justify-center text-base text-gray-700 disabled:text-gray-300";
  return (
    <div
      className="flex items-center rounded border border-gray-200"
      role="group"
      aria-label={t("quantityOf", { name: label })}
    >
      <button
        type="button"
        className={button}
        aria-label={t("decrease")}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-8 border-x border-gray-200 px-1 text-center text-sm tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t("increase")}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
