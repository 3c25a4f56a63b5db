// A bottom sheet to send an order elsewhere before it ships: another of the shopper's addresses, or
// for a pick-up order another pick-up point (edit-order-address).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/lib/client/toast";
import { Link } from "@/lib/i18n/navigation";
import { addressText } from "@/lib/format/address";
import { useAddresses, usePickupPoints } from "@/lib/client/addresses";
import { changeOrderDelivery, type OrderView } from "@/lib/client/orders";
import { formatPhone } from "@/lib/phone";

type Props = {
  order: Pick<OrderView, "id" | "deliveryType" | "addressId" | "pickupPointId">;
  onClose: () => void;
  onChanged: () => void;
};

export function ChangeDeliverySheet({ order, onClose, onChanged }: Props) {
  const t = useTranslations("order");
  const pickup = order.deliveryType === "pickup";
  const addresses = useAddresses();
  const points = usePickupPoints();
  const [busy, setBusy] = useState(false);

  const choose = async (id: number) => {
    setBusy(true);
    try {
      await changeOrderDelivery(order.id, pickup ? { pickupPointId: id } : { addressId: id });
      showToast(t("addressChanged"), "success");
      onChanged();
    } catch {
      setBusy(false);
    }
  };

  const options = pickup
    ? (points.data?.rows ?? []).map((p) => ({
        id: p.id,
        title: p.name,
        text: p.address,
        current: p.id === order.pickupPointId,
      }))
    : (addresses.data?.rows ?? []).map((a) => ({
        id: a.id,
        title: `${a.name} ${formatPhone(a.phone)}`,
        text: addressText(a),
        current: a.id === order.addressId,
      }));

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t("changeAddress")}
        className="max-h-[70dvh] w-full max-w-[480px] overflow-y-auto rounded-t-2xl bg-white p-4"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="text-base font-medium">{t("changeAddress")}</h2>
          <button type="button" onClick={onClose} aria-label={t("close")} className="p-1 text-gray-500">
            ✕
          </button>
        </div>
        <ul className="space-y-2">
          {options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                disabled={busy || o.current}
                onClick={() => void choose(o.id)}
                className={`block w-full rounded-lg border px-3 py-2 text-left ${o.current ? "border-accent" : "border-gray-200"}`}
              >
                <span className="block text-sm">{o.title}</span>
                <span className="block text-xs text-gray-500">{o.text}</span>
              </button>
            </li>
          ))}
        </ul>
        {!pickup ? (
          <Link href="/address/new" className="mt-3 block text-center text-sm text-accent">
            {t("addAddress")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
