// The frame of a form about one of the shopper's orders (申请售后, 评价晒图): the order read from the
// server with its loading and not-found states, a screen of its own when the order no longer allows
// the action, the order's goods above the fields, and the submit button fixed at the bottom.
"use client";

import { useTranslations } from "next-intl";
import { useOrder, type OrderDetail } from "@/lib/client/orders";
import { Link } from "@/lib/i18n/navigation";
import { BottomBar } from "@/components/ui/bottom-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import { OrderItems } from "./order-items";

type Props = {
  orderId: number;
  /** What to show instead of the form when the order does not allow it now; null: show the form. */
  refused: (order: OrderDetail) => React.ReactNode | null;
  onSubmit: (order: OrderDetail) => Promise<void>;
  submitLabel: string;
  canSubmit: boolean;
  children: (order: OrderDetail) => React.ReactNode;
};

export function OrderForm({ orderId, refused, onSubmit, submitLabel, canSubmit, children }: Props) {
  const to = useTranslations("order");
  const { data: order, error } = useOrder(orderId);

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
  const refusal = refused(order);
  if (refusal) return refusal;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(order);
      }}
      className="space-y-2 pb-24"
    >
      <section className="bg-white px-4">
        <OrderItems items={order.items} />
      </section>
      <section className="space-y-3 bg-white px-4 py-3 text-sm">{children(order)}</section>
      <BottomBar className="border-t border-gray-200 px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
        <button
          type="submit"
          disabled={!canSubmit}
          className="h-10 w-full rounded-full bg-price text-white disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </BottomBar>
    </form>
  );
}

/** The screen shown when the order no longer allows the form: why, and the way back to the order. */
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
