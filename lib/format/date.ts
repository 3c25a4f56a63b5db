// Dates are shown in the shop's time zone (spec: target time zone +8).
import type { Locale } from "@/lib/i18n/routing";

export const SHOP_TIME_ZONE = "Asia/Shanghai";

export function formatDateTime(value: Date | string, locale: Locale = "zh-Hans"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(date);
}

/** A calendar day for headings, in the shop's time zone: "2026/11/23", "11/23/2026". */
export function formatDate(value: Date | string, locale: Locale = "zh-Hans"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** The calendar day in the shop's time zone, "yyyy-MM-dd" (daily sign-in keys on it). */
export function shopDay(value: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(value);
}
