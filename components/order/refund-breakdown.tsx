// How a refund is made up, as the server computed it: the goods, less their share of the coupon and
// of the points, plus the freight when the whole order is refunded before shipping; and what else
// comes back (points in proportion, the coupon only with the whole order).
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";

export type RefundFigures = {
  refundAmount: number;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  couponBack: boolean;
};

export function RefundBreakdown({
  figures,
  hadCoupon,
  pending = false,
}: {
  figures: RefundFigures;
  /** The order used a coupon: say whether it comes back. */
  hadCoupon: boolean;
  /** Figures of a request not yet decided. */
  pending?: boolean;
}) {
  const money = useMoney();
  const t = useTranslations("afterSales");
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between">
      <dt className="text-gray-500">{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="space-y-2 text-sm" data-testid="refund-breakdown" aria-busy={pending}>
      <dl className="space-y-1.5">
        {row(t("explain.goods"), money(figures.goodsAmount))}
        {figures.couponShare > 0 ? row(t("explain.couponShare"), `-${money(figures.couponShare)}`) : null}
        {figures.pointsShare > 0 ? row(t("explain.pointsShare"), `-${money(figures.pointsShare)}`) : null}
        {figures.freightAmount > 0 ? row(t("explain.freight"), `+${money(figures.freightAmount)}`) : null}
        <div className="flex justify-between border-t border-gray-100 pt-1.5 font-medium">
          <dt>{t("amount")}</dt>
          <dd className="text-price" data-testid="refund-amount">
            {money(figures.refundAmount)}
          </dd>
        </div>
      </dl>
      <ul className="space-y-0.5 text-xs text-gray-500">
        {figures.pointsBack > 0 ? <li>{t("explain.pointsBack", { points: figures.pointsBack })}</li> : null}
        {hadCoupon ? <li>{figures.couponBack ? t("explain.couponBack") : t("explain.couponKept")}</li> : null}
        {figures.couponShare > 0 || figures.pointsShare > 0 ? <li>{t("explain.rule")}</li> : null}
      </ul>
    </div>
  );
}
