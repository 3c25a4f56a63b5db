// 确认拼团订单: one unit of one of the rule's SKUs at the group price (group-preview prices it as taking
// the seat will), the delivery (the confirm screen's own choice, kept in lifeData.$order), a coupon,
// points and a note. Submitting takes the seat — opens the group or joins it — and goes on to pay; a
// refusal (the group filled meanwhile, the shopper's limit) is toasted in the shopper's language and
// the figures read again.
"use client";

import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { onLifeDataChange } from "@/lib/client/life-data";
import { readOrderDraft, updateOrderDraft } from "@/lib/client/order-draft";
import { takeGroupSeat, useGroupPreview } from "@/lib/client/groups";
import { useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { ListSkeleton } from "@/components/engagement/list-states";
import { DeliveryPicker } from "@/components/order/delivery-picker";
import { CheckoutAmounts, CheckoutDiscounts, CheckoutItems, CheckoutNote } from "@/components/order/checkout-sections";
import { SubmitBar } from "@/components/order/submit-bar";

type Props = {
  seat: { ruleId: number } | { groupId: number };
  skus: { id: number; name: string; stock: number }[];
  initialSkuId: number | null;
};

// The delivery chosen on either confirm screen (the address book writes it into lifeData.$order).
const subscribeDelivery = (onChange: () => void) => onLifeDataChange("$order", onChange);
const deliverySnapshot = () => JSON.stringify(readOrderDraft().address);
const serverSnapshot = () => null;

export function GroupConfirm({ seat, skus, initialSkuId }: Props) {
  const t = useTranslations("group");
  const to = useTranslations("order");
  const tg = useTranslations("goods");
  const router = useRouter();
  const deliveryText = useSyncExternalStore(subscribeDelivery, deliverySnapshot, serverSnapshot);
  const delivery = deliveryText ? (JSON.parse(deliveryText) as ReturnType<typeof readOrderDraft>["address"]) : null;
  const [skuId, setSkuId] = useState(initialSkuId);
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const [usePoints, setUsePoints] = useState(false);
  const [remark, setRemark] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const kind = delivery?.kind ?? "express";
  const chosen = delivery?.id ?? undefined;
  const preview = useGroupPreview(
    skuId === null || deliveryText === null
      ? null
      : {
          ...seat,
          skuId,
          delivery: kind,
          ...(chosen === undefined ? {} : kind === "pickup" ? { pickupPointId: chosen } : { addressId: chosen }),
          ...(couponId === undefined ? {} : { couponId }),
          ...(usePoints ? { points: "max" as const } : {}),
        },
  );

  if (skuId === null) return <EmptyState title={tg("outOfStock")} />;
  if (preview.error && !preview.data) return <EmptyState title={preview.error.message} />;
  const p = preview.data;
  if (!p) return <ListSkeleton rows={3} />;
  const destination = kind === "pickup" ? p.pickupPoint : p.address;
  const undeliverable = !p.deliverable && kind !== "pickup" && p.address ? p.address.region : null;

  const submit = async () => {
    if (!destination) return;
    setSubmitting(true);
    try {
      const order = await takeGroupSeat({
        ...seat,
        skuId,
        ...(kind === "pickup" ? { pickupPointId: destination.id } : { addressId: destination.id }),
        ...(p.couponId === null ? {} : { couponId: p.couponId }),
        ...(p.points.used > 0 ? { points: p.points.used } : {}),
        remark,
      });
      router.replace(`/orders/${order.id}/pay`);
    } catch {
      // The fetcher toasted why (the group filled, the limit); fresh figures show what changed.
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
          {to(`notDeliverable.${undeliverable}`)}
        </p>
      ) : null}
      {skus.length > 1 ? (
        <fieldset className="bg-white px-4 py-3">
          <legend className="float-left mb-2 text-sm text-gray-500">{t("chooseSku")}</legend>
          <div className="clear-both flex flex-wrap gap-2">
            {skus.map((s) => (
              <button
                key={s.id}
                type="button"
                aria-pressed={s.id === skuId}
                disabled={s.stock <= 0}
                onClick={() => setSkuId(s.id)}
                className={`rounded-full border px-3 py-1 text-sm disabled:text-gray-300 ${s.id === skuId ? "border-price text-price" : "border-gray-200"}`}
              >
                {s.stock > 0 ? s.name : t("skuSoldOut", { name: s.name })}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <CheckoutItems preview={p} note={<p className="pb-2 text-xs text-gray-500">{t("oneUnit")}</p>} />
      <CheckoutDiscounts preview={p} usePoints={usePoints} onCoupon={setCouponId} onPoints={setUsePoints} />
      <CheckoutNote value={remark} onChange={setRemark} />
      {/* One unit at the group price: no "buy ¥x more to ship free" note (the shopper cannot add more). */}
      <CheckoutAmounts preview={{ ...p, freeShipping: null }} freightUnknown={Boolean(undeliverable)} />
      <SubmitBar
        total={p.totalAmount}
        disabled={!destination || !p.stockOk || Boolean(undeliverable) || submitting || preview.isValidating}
        hint={!destination ? (kind === "pickup" ? to("choosePickup") : to("addAddress")) : null}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
