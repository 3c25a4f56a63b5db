// Goods, freight, discount, points and total of an order, as the server computed them; once money came
// back, the refunds and the net (lib/domain/order-money.ts).
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";

type Props = {
  itemsAmount: number;
  freightAmount: number;
  /** No freight rule for the address's region (not deliverable): no figure, rather than "free". */
  freightUnknown?: boolean;
  discountAmount: number;
  pointsAmount?: number;
  totalAmount: number;
  totalLabel?: string;
  refundedAmount?: number;
  refundingAmount?: number;
  netAmount?: number;
};

export function AmountRows({
  itemsAmount,
  freightAmount,
  freightUnknown = false,
  discountAmount,
  pointsAmount = 0,
  totalAmount,
  totalLabel,
  refundedAmount = 0,
  refundingAmount = 0,
  netAmount,
}: Props) {
  const money = useMoney();
  const t = useTranslations("order");
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-500">{t("itemsAmount")}</dt>
        <dd>{money(itemsAmount)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-500">{t("freight")}</dt>
        <dd>{freightUnknown ? "—" : freightAmount ? `+${money(freightAmount)}` : t("freeShipping")}</dd>
      </div>
      {discountAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("discount")}</dt>
          <dd className="text-price">-{money(discountAmount)}</dd>
        </div>
      ) : null}
      {pointsAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("pointsDeduction")}</dt>
          <dd className="text-price">-{money(pointsAmount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-gray-100 pt-2 font-medium">
        <dt>{totalLabel ?? t("total")}</dt>
        <dd className="text-price" data-testid="order-total">
          {money(totalAmount)}
        </dd>
      </div>
      {refundedAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("refundedAmount")}</dt>
          <dd className="text-price" data-testid="order-refunded">
            -{money(refundedAmount)}
          </dd>
        </div>
      ) : null}
      {refundingAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("refundingAmount")}</dt>
          <dd className="text-price" data-testid="order-refunding">
            -{money(refundingAmount)}
          </dd>
        </div>
      ) : null}
      {netAmount !== undefined && refundedAmount + refundingAmount > 0 ? (
        <div className="flex justify-between font-medium">
          <dt>{t("netAmount")}</dt>
          <dd data-testid="order-net">{money(netAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
