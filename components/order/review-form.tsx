// 评价晒图: rate the order 1-5, write a text, attach up to 9 photos; posting completes the order.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { apiPost, swrFetcher, type ApiClientError } from "@/lib/client/fetcher";
import { orderChanged } from "@/lib/client/order-changed";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import type { OrderDetail } from "@/lib/services/order-query";
import { OrderItems } from "./order-items";
import { PhotoPicker } from "./photo-picker";

export function ReviewForm({ orderId }: { orderId: number }) {
  const t = useTranslations("reviews");
  const to = useTranslations("order");
  const router = useRouter();
  const { data: order, error } = useSWR<OrderDetail, ApiClientError>(`/api/v1/orders-detail?id=${orderId}`, swrFetcher);
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  if (error && !order) return <EmptyState icon="🧾" title={error.status === 404 ? to("notFound") : error.message} action={<Link href="/orders" className="text-accent">{to("listTitle")}</Link>} />;
  if (!order) return <ListSkeleton rows={3} height="h-24" />;
  if (!order.actions.review) return <EmptyState icon="💬" title={to(`status.${order.status}`)} action={<Link href={`/orders/${order.id}`} className="text-accent">{to("viewDetail")}</Link>} />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await apiPost("/api/v1/review-create", { orderId, rating, content, images });
      showToast(t("submitted"), "success");
      void orderChanged();
      router.replace(`/orders/${orderId}`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2 pb-24">
      <section className="bg-white px-4">
        <OrderItems items={order.items} />
      </section>
      <section className="space-y-3 bg-white px-4 py-3 text-sm">
        <fieldset className="flex items-center gap-3">
          <legend className="sr-only">{t("rating")}</legend>
          <span aria-hidden className="text-gray-500">{t("rating")}</span>
          <div className="flex gap-1" role="radiogroup" aria-label={t("rating")}>
            {[1, 2, 3, 4, 5].map((n) => (
              <button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={t("star", { count: n })} onClick={() => setRating(n)} className={`text-2xl leading-none ${n <= rating ? "text-amber-400" : "text-gray-300"}`}>
                ★
              </button>
            ))}
          </div>
        </fieldset>
        <label className="block space-y-1">
          <span className="text-gray-500">{t("content")}</span>
          <textarea required maxLength={500} rows={4} value={content} onChange={(e) => setContent(e.target.value)} placeholder={t("contentPlaceholder")} className="w-full rounded border border-gray-200 p-2 outline-none focus:border-accent" />
        </label>
        <PhotoPicker max={9} value={images} onChange={setImages} label={t("photos", { max: 9 })} onBusy={setBusy} />
      </section>
      <div className="fixed bottom-0 left-1/2 z-30 w-full max-w-[480px] -translate-x-1/2 border-t border-gray-200 bg-white px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
        <button type="submit" disabled={busy || !content.trim()} className="h-10 w-full rounded-full bg-price text-white disabled:opacity-50">
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
