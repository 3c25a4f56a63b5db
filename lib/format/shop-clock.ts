// The shop's wall clock for the console: a datetime-local input's value and back, a day filter's bounds,
// the offset as people read it. Its own module, apart from ./date.ts: the bundler keeps every function of
// a module a page imports, and the shopper's pages format dates but never read a wall clock back.
import { SHOP_TIME_ZONE } from "./date";

/** The parts of `value` as a wall clock in the shop's time zone. */
function shopClock(value: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(value);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Minutes the shop's clock is ahead of UTC at `value` (480 for +8). */
export function shopOffsetMinutes(value: Date): number {
  const c = shopClock(value);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(value.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the shop's wall clock, "yyyy-MM-ddTHH:mm" (a datetime-local input's value); "" for none. */
export function toShopInput(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const c = shopClock(date);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * The instant a wall-clock time "yyyy-MM-ddTHH:mm" names in the shop's time zone, as ISO text; null for
 * an empty or malformed one. Whatever time zone the operator's browser is in, 10:00 means 10:00 in the shop.
 */
export function fromShopInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guess, then at the corrected instant (they differ only across a change of offset).
  const first = guess - shopOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - shopOffsetMinutes(new Date(first)) * 60_000).toISOString();
}

/** The shop's offset as people read it: "UTC+8", "UTC+5:30". */
export function shopOffsetLabel(value: Date = new Date()): string {
  const minutes = shopOffsetMinutes(value);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ""}`;
}

/** The instant a shop day (yyyy-MM-dd) starts: midnight on the shop's clock. */
export function shopDayStart(day: string): Date {
  return new Date(fromShopInput(`${day}T00:00`) ?? Number.NaN);
}

/** The instant the day after `day` starts: a day filter is [shopDayStart(day), shopDayEnd(day)). */
export function shopDayEnd(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return shopDayStart(next);
}
