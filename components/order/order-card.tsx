// One order in the list: number, status, goods, total, and its next actions.
"use client";

import { useTranslations } from "next-intl";
import { isClosed } from "@/lib/domain/order-status";
import { Link } from "@/lib/i18n/navigation";
import { Price } from "@/components/ui/price";
import { useMoney } from "@/components/ui/money";
import type { OrderView } from "@/lib/client/orders";
import { OrderActions } from "./order-actions";
import { OrderItems } from "./order-items";

export function OrderCard({ order, onChanged }: { order: OrderView; onChanged: (order: OrderView | null) => void }) {
  const money = useMoney();
  const t = useTranslations("order");
  return (
    <li data-testid="order-card" className="rounded-lg bg-white px-3 py-2.5">
      <Link href={`/orders/${order.id}`} className="block">
        <span className="flex items-center justify-between text-xs">
          <span className="text-gray-500">{t("orderNo", { no: order.orderNo })}</span>
          <span data-testid="order-status" className={isClosed(order.status) ? "text-gray-500" : "text-price"}>
            {t(`status.${order.status}`)}
          </span>
        </span>
        <OrderItems items={order.items} compact />
        <span className="flex items-center justify-end gap-1 border-t border-gray-50 py-2 text-xs text-gray-500">
          {t("summary", { count: order.itemCount })} <Price cents={order.totalAmount} />
          {order.refundedAmount + order.refundingAmount > 0 ? (
            <>
              <span data-testid="order-card-refunded">
                {" · "}
                {t("refundedShort", { amount: money(order.refundedAmount + order.refundingAmount) })}
              </span>
              <span data-testid="order-card-net">
                {" · "}
                {t("netAmount")} {money(order.netAmount)}
              </span>
            </>
          ) : null}
        </span>
      </Link>
      <OrderActions order={order} onChanged={onChanged} />
    </li>
  );
}
