// The console's one way to enter a date (issue 35 §6): days and times are the shop's (its time zone,
// lib/format/date.ts), whatever time zone the operator's browser is in, and the input says so. A raw
// `<input type="date">` or `datetime-local` elsewhere in components/admin is refused by the lint rule
// (eslint.config.mjs), so no screen reads a date in the browser's zone again.
"use client";

import type { InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { fromShopInput, shopOffsetLabel, toShopInput } from "@/lib/format/shop-clock";
import { inputClass } from "./ui";

type Shared = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange" | "min" | "max">;

/** "shop time, UTC+8": what a date input's label carries. */
export function useShopTimeHint(): string {
  const t = useTranslations("frame");
  return t("shopTime", { offset: shopOffsetLabel() });
}

/** The label of a date input with its shop-time note. */
export function ShopTimeLabel({ label }: { label: string }) {
  const hint = useShopTimeHint();
  return (
    <span className="mb-1 block text-gray-700">
      {label}
      <span className="ml-1 text-xs font-normal text-gray-500">({hint})</span>
    </span>
  );
}

/** A shop day, "yyyy-MM-dd" ("" for none); `min` and `max` are shop days too. */
export function ShopDayInput({
  value,
  onChange,
  min,
  max,
  className = "",
  ...rest
}: Shared & { value: string; onChange: (day: string) => void; min?: string; max?: string }) {
  const hint = useShopTimeHint();
  return (
    <input
      {...rest}
      type="date"
      title={rest.title ?? hint}
      className={`${inputClass} ${className}`}
      value={value}
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** An instant entered on the shop's wall clock: ISO text in and out (null for none). */
export function ShopDateTimeInput({
  value,
  onChange,
  className = "",
  ...rest
}: Shared & { value: string | null; onChange: (iso: string | null) => void }) {
  const hint = useShopTimeHint();
  return (
    <input
      {...rest}
      type="datetime-local"
      title={rest.title ?? hint}
      className={`${inputClass} ${className}`}
      value={toShopInput(value)}
      onChange={(e) => onChange(fromShopInput(e.target.value))}
    />
  );
}
