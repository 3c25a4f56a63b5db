// Dates are shown in the shop's time zone (spec: target time zone +8).
//
// The same text on the server and in every browser: the ICU data of Node and of the browsers differ in
// details a reader does not see but React's hydration does (issue 31: React error #418 on zh-Hant goods
// pages). Node 20's ICU puts U+2009 THIN SPACE between a zh-Hant date and its time where Chromium puts a
// plain space, and `hour12: false` asks for a 24-hour clock that some ICU versions count 1 to 24
// ("2026/11/28 24:05" for five past midnight). So every space a format writes becomes a plain one, and
// the hour cycle is named (h23: 00 to 23).
import type { Locale } from "@/lib/i18n/routing";

export const SHOP_TIME_ZONE = "Asia/Shanghai";

const SPACES = /\p{Zs}/gu;

function shopFormat(locale: string, options: Intl.DateTimeFormatOptions): (value: Date | string) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options });
  return (value) => format.format(typeof value === "string" ? new Date(value) : value).replace(SPACES, " ");
}

/** A moment for people: "2026/11/23 14:05", "11/23/2026, 14:05". */
export function formatDateTime(value: Date | string, locale: Locale = "zh-Hans"): string {
  return shopFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })(value);
}

/** A calendar day for headings, in the shop's time zone: "2026/11/23", "11/23/2026". */
export function formatDate(value: Date | string, locale: Locale = "zh-Hans"): string {
  return shopFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })(value);
}

/** The calendar day in the shop's time zone, "yyyy-MM-dd" (daily sign-in keys on it). */
export function shopDay(value: Date = new Date()): string {
  return shopFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" })(value);
}
