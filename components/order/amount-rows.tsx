// Goods, freight, discount, points and total of an order, as the server computed them.
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/domain/money";

type Props = {
  itemsAmount: number;
  freightAmount: number;
  discountAmount: number;
  pointsAmount?: number;
  totalAmount: number;
  totalLabel?: string;
};

export function AmountRows({
  itemsAmount,
  freightAmount,
  discountAmount,
  pointsAmount = 0,
  totalAmount,
  totalLabel,
}: Props) {
  const t = useTranslations("order");
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-gray-500">{t("itemsAmount")}</dt>
        <dd>{formatPrice(itemsAmount)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-500">{t("freight")}</dt>
        <dd>{freightAmount ? `+${formatPrice(freightAmount)}` : t("freeShipping")}</dd>
      </div>
      {discountAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("discount")}</dt>
          <dd className="text-price">-{formatPrice(discountAmount)}</dd>
        </div>
      ) : null}
      {pointsAmount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-gray-500">{t("pointsDeduction")}</dt>
          <dd className="text-price">-{formatPrice(pointsAmount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-gray-100 pt-2 font-medium">
        <dt>{totalLabel ?? t("total")}</dt>
        <dd className="text-price" data-testid="order-total">
          {formatPrice(totalAmount)}
        </dd>
      </div>
    </dl>
  );
}
