// A month grid (weeks start on Sunday) marking the days signed in. Days are the shop's calendar days
// ("yyyy-MM-dd" in UTC+8), so the grid is built with plain UTC date arithmetic on those keys.
"use client";

import { useLocale, useTranslations } from "next-intl";

const SUNDAY = Date.UTC(2023, 0, 1);

function monthDays(month: string): { blanks: number; days: string[] } {
  const [y, m] = month.split("-").map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const blanks = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  return { blanks, days: Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`) };
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

export function SignInCalendar({
  month,
  today,
  signed,
  onMonth,
}: {
  month: string;
  today: string;
  signed: Map<string, number>;
  onMonth: (month: string) => void;
}) {
  const t = useTranslations("signIn");
  const locale = useLocale();
  const { blanks, days } = monthDays(month);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  const title = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const dayLabel = new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: "UTC" });

  return (
    <section aria-label={title} className="mx-3 rounded-lg bg-white p-3">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t("prevMonth")}
          onClick={() => onMonth(shiftMonth(month, -1))}
          className="h-9 w-9 text-lg text-gray-500"
        >
          ‹
        </button>
        <h2 className="text-sm font-medium">{title}</h2>
        <button
          type="button"
          aria-label={t("nextMonth")}
          disabled={month >= today.slice(0, 7)}
          onClick={() => onMonth(shiftMonth(month, 1))}
          className="h-9 w-9 text-lg text-gray-500 disabled:text-gray-200"
        >
          ›
        </button>
      </div>
      <div className="grid grid-cols-7 gap-y-1 text-center text-xs">
        {Array.from({ length: 7 }, (_, i) => (
          <span key={i} aria-hidden className="py-1 text-gray-500">
            {weekday.format(new Date(SUNDAY + i * 86_400_000))}
          </span>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          <span key={`b${i}`} />
        ))}
        {days.map((day) => {
          const points = signed.get(day);
          const isToday = day === today;
          const label = `${dayLabel.format(new Date(`${day}T00:00:00Z`))}${points !== undefined ? ` ${t("signedDay")} +${points}` : ""}`;
          return (
            <span
              key={day}
              aria-label={label}
              data-signed={points !== undefined ? "true" : undefined}
              className={`mx-auto flex h-10 w-10 flex-col items-center justify-center rounded-full ${
                points !== undefined
                  ? "bg-accent text-white"
                  : isToday
                    ? "border border-accent text-accent"
                    : "text-gray-700"
              }`}
            >
              <span className="leading-4">{Number(day.slice(8))}</span>
              {points !== undefined ? <span className="text-[9px] leading-3">+{points}</span> : null}
            </span>
          );
        })}
      </div>
    </section>
  );
}
