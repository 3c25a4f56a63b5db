// 评价晒图: rate the order 1-5, write a text, attach up to 9 photos; posting completes the order.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { reviewOrder } from "@/lib/client/after-sales";
import { showToast } from "@/lib/client/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { OrderForm, OrderFormRefused } from "./order-form";
import { PhotoPicker } from "./photo-picker";

export function ReviewForm({ orderId }: { orderId: number }) {
  const t = useTranslations("reviews");
  const to = useTranslations("order");
  const router = useRouter();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await reviewOrder({ orderId, rating, content, images });
      showToast(t("submitted"), "success");
      router.replace(`/orders/${orderId}`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <OrderForm
      orderId={orderId}
      refused={(order) =>
        order.actions.review ? null : (
          <OrderFormRefused
            icon="💬"
            title={to(`status.${order.status}`)}
            orderId={order.id}
            linkLabel={to("viewDetail")}
          />
        )
      }
      onSubmit={submit}
      submitLabel={t("submit")}
      canSubmit={!busy && content.trim() !== ""}
    >
      {() => (
        <>
          <fieldset className="flex items-center gap-3">
            <legend className="sr-only">{t("rating")}</legend>
            <span aria-hidden className="text-gray-500">
              {t("rating")}
            </span>
            <div className="flex gap-1" role="radiogroup" aria-label={t("rating")}>
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={rating === n}
                  aria-label={t("star", { count: n })}
                  onClick={() => setRating(n)}
                  className={`text-2xl leading-none ${n <= rating ? "text-amber-400" : "text-gray-300"}`}
                >
                  ★
                </button>
              ))}
            </div>
          </fieldset>
          <label className="block space-y-1">
            <span className="text-gray-500">{t("content")}</span>
            <textarea
              required
              maxLength={500}
              rows={4}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder={t("contentPlaceholder")}
              className="w-full rounded border border-gray-200 p-2 outline-none focus:border-accent"
            />
          </label>
          <PhotoPicker max={9} value={images} onChange={setImages} label={t("photos", { max: 9 })} onBusy={setBusy} />
        </>
      )}
    </OrderForm>
  );
}
