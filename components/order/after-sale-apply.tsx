// 申请售后: a refund (order waiting to ship) or a return (shipped or received) with a reason and up to
// 9 photos. The order's own figures come from the server; the refund amount is the amount paid.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { apiPost, swrFetcher, type ApiClientError } from "@/lib/client/fetcher";
import { orderChanged } from "@/lib/client/order-changed";
import { showToast } from "@/lib/client/toast";
import { formatPrice } from "@/lib/format/money";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import type { OrderDetail } from "@/lib/services/order-query";
import type { AfterSaleView } from "@/lib/services/after-sale";
import { OrderItems } from "./order-items";
import { PhotoPicker } from "./photo-picker";

export function AfterSaleApply({ orderId }: { orderId: number }) {
  const t = useTranslations("afterSales");
  const to = useTranslations("order");
  const router = useRouter();
  const { data: order, error } = useSWR<OrderDetail, ApiClientError>(`/api/v1/orders-detail?id=${orderId}`, swrFetcher);
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (error && !order) return <EmptyState icon="🧾" title={error.status === 404 ? to("notFound") : error.message} action={<Link href="/orders" className="text-accent">{to("listTitle")}</Link>} />;
  if (!order) return <ListSkeleton rows={3} height="h-24" />;
  const type = order.actions.refund ? "refund" : order.actions.return ? "return" : null;
  if (!type) return <EmptyState icon="🧾" title={order.afterSaleOpen ? to("afterSaleOpen") : to(`status.${order.status}`)} action={<Link href={`/orders/${order.id}`} className="text-accent">{t("viewOrder")}</Link>} />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const created = await apiPost<AfterSaleView>("/api/v1/after-sales-apply", { orderId, type, reason, images });
      showToast(t("submitted"), "success");
      void orderChanged();
      router.replace(`/after-sales/${created.id}`);
    } catch {
      // The fetcher toasted why (e.g. the order shipped meanwhile).
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 pb-24">
      <section className="bg-white px-4">
        <OrderItems items={order.items} />
      </section>
      <section className="space-y-3 bg-white px-4 py-3 text-sm">
        <p className="flex justify-between">
          <span className="text-gray-500">{t("applyTitle")}</span>
          <span data-testid="after-sale-type">{t(`type.${type}`)}</span>
        </p>
        <p className="flex justify-between">
          <span className="text-gray-500">{t("amount")}</span>
          <span className="text-price">{formatPrice(order.totalAmount)}</span>
        </p>
        <p className="rounded bg-amber-50 p-2 text-xs text-amber-700">{type === "refund" ? t("refundNote") : t("returnNote")}</p>
        <label className="block space-y-1">
          <span className="text-gray-500">{t("reason")}</span>
          <textarea required maxLength={200} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t("reasonPlaceholder")} className="w-full rounded border border-gray-200 p-2 outline-none focus:border-accent" />
        </label>
        {type === "return" ? <PhotoPicker max={9} value={images} onChange={setImages} label={t("photos", { max: 9 })} onBusy={setBusy} /> : null}
      </section>
      <div className="fixed bottom-0 left-1/2 z-30 w-full max-w-[480px] -translate-x-1/2 border-t border-gray-200 bg-white px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
        <button type="submit" disabled={busy || !reason.trim()} className="h-10 w-full rounded-full bg-price text-white disabled:opacity-50">
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
