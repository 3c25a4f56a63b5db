// The frame of a screen about one of the shopper's orders (申请售后, 评价晒图): the order read from the
// server with its loading and not-found states, and a screen of its own when the order no longer
// allows the action; otherwise the screen itself, given the order.
"use client";

import { useTranslations } from "next-intl";
import { useOrder, type OrderDetail } from "@/lib/client/orders";
import { Link } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";

type Props = {
  orderId: number;
  /** What to show instead when the order does not allow the action now; null: show the screen. */
  refused: (order: OrderDetail) => React.ReactNode | null;
  /** The screen; `reload` reads the order again. */
  children: (order: OrderDetail, reload: () => Promise<unknown>) => React.ReactNode;
};

export function OrderGate({ orderId, refused, children }: Props) {
  const to = useTranslations("order");
  const { data: order, error, mutate } = useOrder(orderId);

  if (error && !order)
    return (
      <EmptyState
        icon="🧾"
        title={error.status === 404 ? to("notFound") : error.message}
        action={
          <Link href="/orders" className="text-accent">
            {to("listTitle")}
          </Link>
        }
      />
    );
  if (!order) return <ListSkeleton rows={3} height="h-24" />;
  return refused(order) ?? children(order, () => mutate());
}

/** The screen shown when the order no longer allows the action: why, and the way back to the order. */
export function OrderFormRefused({
  icon,
  title,
  orderId,
  linkLabel,
}: {
  icon: string;
  title: string;
  orderId: number;
  linkLabel: string;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Link href={`/orders/${orderId}`} className="text-accent">
          {linkLabel}
        </Link>
      }
    />
  );
}
