// 申请售后: a refund (order waiting to ship) or a return (shipped or received) with a reason and up to
// 9 photos. The order's own figures come from the server; the refund amount is the amount paid.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { applyAfterSale } from "@/lib/client/after-sales";
import type { OrderDetail } from "@/lib/client/orders";
import { showToast } from "@/lib/client/toast";
import { formatPrice } from "@/lib/format/money";
import { useRouter } from "@/lib/i18n/navigation";
import { OrderForm, OrderFormRefused } from "./order-form";
import { PhotoPicker } from "./photo-picker";

const typeOf = (order: OrderDetail) => (order.actions.refund ? "refund" : order.actions.return ? "return" : null);

export function AfterSaleApply({ orderId }: { orderId: number }) {
  const t = useTranslations("afterSales");
  const to = useTranslations("order");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (order: OrderDetail) => {
    setBusy(true);
    try {
      const created = await applyAfterSale({ orderId, type: typeOf(order) ?? "refund", reason, images });
      showToast(t("submitted"), "success");
      router.replace(`/after-sales/${created.id}`);
    } catch {
      // The fetcher toasted why (e.g. the order shipped meanwhile).
      setBusy(false);
    }
  };

  return (
    <OrderForm
      orderId={orderId}
      refused={(order) =>
        typeOf(order) ? null : (
          <OrderFormRefused
            icon="🧾"
            title={order.afterSaleOpen ? to("afterSaleOpen") : to(`status.${order.status}`)}
            orderId={order.id}
            linkLabel={t("viewOrder")}
          />
        )
      }
      onSubmit={submit}
      submitLabel={t("submit")}
      canSubmit={!busy && reason.trim() !== ""}
    >
      {(order) => {
        const type = typeOf(order) ?? "refund";
        return (
          <>
            <p className="flex justify-between">
              <span className="text-gray-500">{t("applyTitle")}</span>
              <span data-testid="after-sale-type">{t(`type.${type}`)}</span>
            </p>
            <p className="flex justify-between">
              <span className="text-gray-500">{t("amount")}</span>
              <span className="text-price">{formatPrice(order.totalAmount)}</span>
            </p>
            <p className="rounded bg-amber-50 p-2 text-xs text-amber-700">
              {type === "refund" ? t("refundNote") : t("returnNote")}
            </p>
            <label className="block space-y-1">
              <span className="text-gray-500">{t("reason")}</span>
              <textarea
                required
                maxLength={200}
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder={t("reasonPlaceholder")}
                className="w-full rounded border border-gray-200 p-2 outline-none focus:border-accent"
              />
            </label>
            {type === "return" ? (
              <PhotoPicker
                max={9}
                value={images}
                onChange={setImages}
                label={t("photos", { max: 9 })}
                onBusy={setBusy}
              />
            ) : null}
          </>
        );
      }}
    </OrderForm>
  );
}
