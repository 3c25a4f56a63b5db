// One coupon as a ticket: the value on the left (amount, or percentage off with its cap), the name,
// condition and validity on the right, and an action or a status stamp.
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/format/date";
import { useMoney, type MoneyFormat } from "@/components/ui/money";
import type { Locale } from "@/lib/i18n/routing";

export type CouponTerms = {
  name: string;
  kind: string;
  threshold: number;
  amountOff: number;
  ratePercent: number | null;
  maxDiscount: number | null;
};

/** A coupon's figure without ".00" on whole amounts: "满¥100可用" reads better than "满¥100.00可用". */
function short(money: MoneyFormat, cents: number): { symbol: string; number: string; text: string } {
  const p = money.parts(cents);
  if (!p) return { symbol: "", number: "", text: "" };
  const number = p[1] + (cents % 100 === 0 ? "" : p[2]);
  return { symbol: p[0], number, text: p[0] + number };
}

export function CouponCard({
  coupon,
  validity,
  action,
  muted = false,
  stamp,
}: {
  coupon: CouponTerms;
  validity: string;
  action?: React.ReactNode;
  muted?: boolean;
  stamp?: string;
}) {
  const t = useTranslations("coupons");
  const money = useMoney();
  const off = short(money, coupon.amountOff);
  const isRate = coupon.kind === "rate";
  return (
    <article
      data-testid="coupon-card"
      aria-label={coupon.name}
      className={`relative flex overflow-hidden rounded-lg bg-white ${muted ? "opacity-60 grayscale" : ""}`}
    >
      <div className="flex w-28 shrink-0 flex-col items-center justify-center gap-1 bg-gradient-to-br from-price to-[#ff7a45] px-2 py-4 text-white">
        {isRate ? (
          <span className="text-xl font-semibold">{t("rateOff", { off: 100 - (coupon.ratePercent ?? 100) })}</span>
        ) : (
          <span className="font-semibold">
            <span className="text-sm">{off.symbol}</span>
            <span className="text-3xl">{off.number}</span>
          </span>
        )}
        <span className="text-center text-[11px] leading-4">
          {coupon.threshold > 0 ? t("threshold", { amount: short(money, coupon.threshold).text }) : t("noThreshold")}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2 p-3">
        <div className="space-y-1">
          <h3 className="truncate text-[15px] font-medium">{coupon.name}</h3>
          {isRate && coupon.maxDiscount !== null ? (
            <p className="text-xs text-gray-500">
              {t("maxDiscount", { amount: short(money, coupon.maxDiscount).text })}
            </p>
          ) : null}
          <p className="text-xs text-gray-500">{validity}</p>
        </div>
        {action ? <div className="flex justify-end">{action}</div> : null}
      </div>
      {stamp ? (
        <span className="absolute top-2 right-2 rotate-12 rounded border-2 border-gray-400 px-1.5 text-xs font-semibold text-gray-500">
          {stamp}
        </span>
      ) : null}
    </article>
  );
}

export function useShopDate() {
  const locale = useLocale() as Locale;
  return (iso: string | Date) => formatDate(iso, locale);
}
