// 申请售后: a refund (order waiting to ship) or a return (shipped, within its window) of the whole
// order or of some units of some items, with a reason from the list, optional words and, for a return,
// up to 9 photos. The refund amount is the server's: the quote explains it as the choice changes.
"use client";

import { useId, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { applyAfterSale, useAfterSaleQuote, type AfterSaleReason } from "@/lib/client/after-sales";
import type { OrderDetail } from "@/lib/client/orders";
import { showToast } from "@/lib/client/toast";
import { formatDate } from "@/lib/format/date";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { BottomBar } from "@/components/ui/bottom-bar";
import { AfterSaleUnits, unitsLeft } from "./after-sale-units";
import { OrderFormRefused, OrderGate } from "./order-form";
import { PhotoPicker } from "./photo-picker";
import { RefundBreakdown } from "./refund-breakdown";

const REASONS: AfterSaleReason[] = ["not_wanted", "quality", "wrong_item", "missing_item", "other"];

const typeOf = (order: OrderDetail) => (order.actions.refund ? "refund" : order.actions.return ? "return" : null);

export function AfterSaleApply({ orderId }: { orderId: number }) {
  const t = useTranslations("afterSales");
  const to = useTranslations("order");
  return (
    <OrderGate
      orderId={orderId}
      refused={(o) =>
        typeOf(o) ? null : (
          <OrderFormRefused
            icon="🧾"
            title={o.afterSaleWindow.closed ? to(`returnClosed.${o.afterSaleWindow.closed}`) : to(`status.${o.status}`)}
            orderId={o.id}
            linkLabel={t("viewOrder")}
          />
        )
      }
    >
      {(order) => <ApplyFields order={order} />}
    </OrderGate>
  );
}

function ApplyFields({ order }: { order: OrderDetail }) {
  const t = useTranslations("afterSales");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const type = typeOf(order) ?? "refund";
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.items.map((i) => [i.id, unitsLeft(i)])),
  );
  const [reason, setReason] = useState<AfterSaleReason | null>(null);
  const [description, setDescription] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Submit tapped without a reason: the field says it is required (the button stays on to say so).
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonError = useId();
  const reasons = useRef<HTMLFieldSetElement>(null);

  const items = useMemo(
    () =>
      order.items.filter((i) => (chosen[i.id] ?? 0) > 0).map((i) => ({ orderItemId: i.id, quantity: chosen[i.id] })),
    [order.items, chosen],
  );
  // Everything left chosen: the request covers the order (no list sent).
  const everything = order.items.every((i) => (chosen[i.id] ?? 0) === unitsLeft(i));
  // Not asked while a submit (or a photo upload) is under way: once applied the units are claimed and a
  // fresh quote would be refused; the last one stays shown (keepPreviousData).
  const { data: quote, error: quoteError } = useAfterSaleQuote(
    items.length && !busy ? { orderId: order.id, items } : null,
  );
  const open = quote?.reasons ?? REASONS;

  const submit = async () => {
    if (!reason) {
      setReasonMissing(true);
      reasons.current?.scrollIntoView({ behavior: "smooth", block: "center" });
      reasons.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    try {
      const created = await applyAfterSale({
        orderId: order.id,
        type,
        reason,
        description,
        images,
        ...(everything ? {} : { items }),
      });
      showToast(t("submitted"), "success");
      router.replace(`/after-sales/${created.id}`);
    } catch {
      // The fetcher toasted why (e.g. the order shipped meanwhile).
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2 pb-24">
      <section className="bg-white px-4 py-3 text-sm">
        <p className="flex justify-between">
          {/* The screen's title (申请售后) is the bar's heading: this line names the kind of request. */}
          <span className="text-gray-500">{t("typeLabel")}</span>
          <span data-testid="after-sale-type">{t(`type.${type}`)}</span>
        </p>
        {type === "return" && order.afterSaleWindow.returnUntil && order.afterSaleWindow.qualityUntil ? (
          <p className="mt-1 text-xs text-gray-500" data-testid="return-window">
            {t("windowNote", {
              date: formatDate(order.afterSaleWindow.returnUntil, locale),
              qualityDate: formatDate(order.afterSaleWindow.qualityUntil, locale),
            })}
          </p>
        ) : null}
      </section>
      <AfterSaleUnits order={order} chosen={chosen} onChange={setChosen} />
      <section className="space-y-3 bg-white px-4 py-3 text-sm">
        <fieldset ref={reasons} aria-describedby={reasonMissing ? reasonError : undefined}>
          <legend className="mb-2 text-gray-500">
            {t("reason")}
            <span aria-hidden className="ml-0.5 text-price">
              *
            </span>
            <span className="sr-only">({t("required")})</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {REASONS.map((r) => (
              <label
                key={r}
                className={`rounded-full border px-3 py-1 text-xs has-checked:border-accent has-checked:text-accent has-focus-visible:ring-2 has-focus-visible:ring-accent has-disabled:opacity-40 ${
                  reason === r ? "" : reasonMissing ? "border-price" : "border-gray-200"
                }`}
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  disabled={!open.includes(r)}
                  required
                  onChange={() => {
                    setReason(r);
                    setReasonMissing(false);
                  }}
                  className="sr-only"
                />
                {t(`reasons.${r}`)}
              </label>
            ))}
          </div>
          {reasonMissing ? (
            <p id={reasonError} role="alert" className="mt-2 text-xs text-price" data-testid="reason-required">
              {t("reasonRequired")}
            </p>
          ) : null}
          {open.length < REASONS.length ? <p className="mt-2 text-xs text-amber-700">{t("windowClosedSome")}</p> : null}
        </fieldset>
        <label className="block space-y-1">
          <span className="text-gray-500">{t("description")}</span>
          <textarea
            maxLength={200}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t("descriptionPlaceholder")}
            className="w-full rounded border border-gray-200 p-2 outline-none focus:border-accent"
          />
        </label>
        {type === "return" ? (
          <PhotoPicker max={9} value={images} onChange={setImages} label={t("photos", { max: 9 })} onBusy={setBusy} />
        ) : null}
      </section>
      <section className="bg-white px-4 py-3">
        {items.length === 0 ? (
          <p className="text-sm text-gray-500">{t("noneSelected")}</p>
        ) : quote ? (
          <RefundBreakdown figures={quote} hadCoupon={order.discountAmount > 0} />
        ) : quoteError ? (
          <p role="alert" className="text-sm text-price">
            {quoteError.message}
          </p>
        ) : (
          <div aria-hidden className="h-16 animate-pulse rounded bg-gray-100" />
        )}
        <p className="mt-2 rounded bg-amber-50 p-2 text-xs text-amber-700">
          {type === "refund" ? t("refundNote") : t("returnNote")}
        </p>
      </section>
      <SubmitBar label={t("submit")} disabled={busy || items.length === 0 || !quote} onSubmit={() => void submit()} />
    </div>
  );
}

function SubmitBar({ label, disabled, onSubmit }: { label: string; disabled: boolean; onSubmit: () => void }) {
  return (
    <BottomBar className="border-t border-gray-200 px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
      <button
        type="button"
        disabled={disabled}
        onClick={onSubmit}
        className="h-10 w-full rounded-full bg-price text-white disabled:opacity-50"
      >
        {label}
      </button>
    </BottomBar>
  );
}
