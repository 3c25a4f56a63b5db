// 确认订单: the buy-now SKU (?skuId&quantity) or the checked cart lines (lifeData.$order.carts), the
// delivery, the coupon, and the figures the server computes (order-preview). Submitting places the
// order (create-order / create-order-now) and goes on to pay it.
"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { onLifeDataChange } from "@/lib/client/life-data";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import { readOrderDraft, updateOrderDraft, type OrderDraft } from "@/lib/client/order-draft";
import { placeOrder, useOrderPreview } from "@/lib/client/orders";
import { DeliveryPicker } from "./delivery-picker";
import { OrderItems } from "./order-items";
import { FreeShippingNote } from "@/components/shop/free-shipping-note";
import { AmountRows } from "./amount-rows";
import { CouponSelect } from "./coupon-select";
import { PointsToggle } from "./points-toggle";
import { SubmitBar } from "./submit-bar";
import { InvoicePicker, invoiceComplete, type InvoiceChoice } from "./invoice-picker";

/** Buy-now from the goods screen: ?skuId&quantity. */
function skuFromUrl(search: URLSearchParams): OrderDraft["sku"] {
  const skuId = Number(search.get("skuId"));
  const quantity = Number(search.get("quantity") ?? 1);
  if (!Number.isInteger(skuId) || skuId <= 0) return null;
  return { skuId, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 };
}

// lifeData lives in the browser: the draft is an external store, read as text so snapshots compare by value.
const subscribeDraft = (onChange: () => void) => onLifeDataChange("$order", onChange);
const draftSnapshot = () => JSON.stringify(readOrderDraft());
const serverSnapshot = () => null;

export function ConfirmOrder() {
  const t = useTranslations("order");
  const search = useSearchParams();
  const router = useRouter();
  const draftText = useSyncExternalStore(subscribeDraft, draftSnapshot, serverSnapshot);
  const stored = useMemo(() => (draftText ? (JSON.parse(draftText) as OrderDraft) : null), [draftText]);
  const urlSku = useMemo(() => skuFromUrl(new URLSearchParams(search.toString())), [search]);
  const draft = stored && urlSku ? { ...stored, sku: urlSku, carts: [] } : stored;
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const [remark, setRemark] = useState("");
  const [usePoints, setUsePoints] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceChoice>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    // The buy-now SKU is remembered, so a reload or a detour to the address book keeps it.
    if (urlSku) updateOrderDraft({ sku: urlSku, carts: [] });
  }, [urlSku]);

  const kind = draft?.address?.kind ?? "express";
  const chosenId = draft?.address?.id ?? undefined;
  const lines = draft?.sku
    ? { skuId: draft.sku.skuId, quantity: draft.sku.quantity }
    : draft?.carts.length
      ? { cartIds: draft.carts }
      : null;
  const body = lines
    ? {
        ...lines,
        delivery: kind,
        ...(kind === "pickup"
          ? chosenId
            ? { pickupPointId: chosenId }
            : {}
          : chosenId
            ? { addressId: chosenId }
            : {}),
        ...(couponId === undefined ? {} : { couponId }),
        ...(usePoints ? { points: "max" } : {}),
      }
    : null;
  const preview = useOrderPreview(body);

  useEffect(() => {
    // The remembered address or point was deleted meanwhile: fall back to the default.
    if (preview.error?.status === 404 && draft?.address?.id) updateOrderDraft({ address: { kind, id: null } });
  }, [preview.error, draft?.address?.id, kind]);

  if (!draft) return <ListSkeleton rows={3} />;
  if (!lines) {
    return (
      <EmptyState
        title={t("nothingToConfirm")}
        action={
          <Link href="/cart" className="rounded-full bg-accent px-5 py-2 text-white">
            {t("backToCart")}
          </Link>
        }
      />
    );
  }
  if (preview.error && !preview.data) {
    return (
      <EmptyState
        title={preview.error.message}
        action={
          <Link href="/cart" className="rounded-full bg-accent px-5 py-2 text-white">
            {t("backToCart")}
          </Link>
        }
      />
    );
  }
  const p = preview.data;
  if (!p) return <ListSkeleton rows={3} />;

  const destination = kind === "pickup" ? p.pickupPoint : p.address;
  // An address in a region the shop has no freight rule for: said here, before payment; placing would be refused.
  const undeliverable = !p.deliverable && kind !== "pickup" && p.address ? p.address.region : null;
  const submit = async () => {
    if (!destination) return;
    setSubmitting(true);
    try {
      const delivery = kind === "pickup" ? { pickupPointId: destination.id } : { addressId: destination.id };
      const coupon = {
        ...(p.couponId === null ? {} : { couponId: p.couponId }),
        ...(p.points.used > 0 ? { points: p.points.used } : {}),
        ...(invoice ? { invoice } : {}),
      };
      const order = await placeOrder(
        draft.sku
          ? { ...delivery, ...coupon, skuId: draft.sku.skuId, quantity: draft.sku.quantity, remark }
          : { ...delivery, ...coupon, cartIds: draft.carts, remark },
      );
      router.replace(`/orders/${order.id}/pay`);
    } catch {
      // The fetcher toasted why (e.g. out of stock); fresh figures show what changed.
      void preview.mutate();
      setSubmitting(false);
    }
  };

  return (
    <div className="space-y-2 pb-20">
      <DeliveryPicker
        kind={kind}
        address={p.address}
        pickupPoint={p.pickupPoint}
        onKind={(k) => k !== kind && updateOrderDraft({ address: { kind: k, id: null } })}
      />
      {undeliverable ? (
        <p role="alert" className="bg-amber-50 px-4 py-2 text-sm text-amber-800" data-testid="not-deliverable">
          {t(`notDeliverable.${undeliverable}`)}
        </p>
      ) : null}
      <section className="bg-white px-4" aria-label={t("items")}>
        <OrderItems items={p.items} />
        {!p.stockOk ? <p className="pb-2 text-xs text-amber-600">{t("stockShort")}</p> : null}
      </section>
      <section className="space-y-3 bg-white px-4 py-3">
        <CouponSelect coupons={p.coupons} value={p.couponId} onChange={setCouponId} />
        <PointsToggle points={p.points} amount={p.pointsAmount} checked={usePoints} onChange={setUsePoints} />
        <InvoicePicker value={invoice} onChange={setInvoice} />
        <label className="flex items-center gap-3 text-sm">
          <span className="shrink-0 text-gray-500">{t("remark")}</span>
          <input
            value={remark}
            maxLength={100}
            onChange={(e) => setRemark(e.target.value)}
            placeholder={t("remarkPlaceholder")}
            className="min-w-0 flex-1 text-right outline-none"
          />
        </label>
      </section>
      <section className="bg-white px-4 py-3">
        <AmountRows
          itemsAmount={p.itemsAmount}
          freightAmount={p.freightAmount}
          freightUnknown={Boolean(undeliverable)}
          discountAmount={p.discountAmount}
          pointsAmount={p.pointsAmount}
          totalAmount={p.totalAmount}
        />
        {p.freeShipping ? (
          <p className="mt-2 rounded bg-amber-50 px-2 py-1.5 text-xs text-amber-800" data-testid="free-shipping">
            <FreeShippingNote status={p.freeShipping} />
          </p>
        ) : null}
      </section>
      <SubmitBar
        total={p.totalAmount}
        disabled={
          !destination ||
          !p.stockOk ||
          Boolean(undeliverable) ||
          !invoiceComplete(invoice) ||
          submitting ||
          preview.isValidating
        }
        hint={!destination ? (kind === "pickup" ? t("choosePickup") : t("addAddress")) : null}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
