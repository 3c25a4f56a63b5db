// The confirm screen's delivery: express to an address or pick-up at a point. The cards lead to the
// address book or the pick-up list in "select" mode, which write the choice into lifeData.$order.
"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { AddressRow, PickupPointRow } from "@/lib/client/addresses";
import { formatPhone } from "@/lib/phone";

type Props = {
  kind: "express" | "pickup";
  address: AddressRow | null;
  pickupPoint: PickupPointRow | null;
  onKind: (kind: "express" | "pickup") => void;
};

export function DeliveryPicker({ kind, address, pickupPoint, onKind }: Props) {
  const t = useTranslations("order");
  const tab = (k: "express" | "pickup") =>
    `flex-1 py-2 text-sm ${kind === k ? "border-b-2 border-accent font-medium text-accent" : "text-gray-500"}`;
  return (
    <section className="bg-white" aria-label={t("delivery")}>
      <div role="tablist" className="flex border-b border-gray-100">
        <button
          type="button"
          role="tab"
          aria-selected={kind === "express"}
          className={tab("express")}
          onClick={() => onKind("express")}
        >
          {t("express")}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={kind === "pickup"}
          className={tab("pickup")}
          onClick={() => onKind("pickup")}
        >
          {t("pickup")}
        </button>
      </div>
      {kind === "express" ? (
        <Link
          href={address ? "/address?select=1" : "/address/new?select=1"}
          className="flex items-center gap-3 px-4 py-3"
          data-testid="delivery-card"
        >
          <span aria-hidden className="text-xl">
            📍
          </span>
          {address ? (
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">
                {address.name} {formatPhone(address.phone)}
              </span>
              <span className="block truncate text-xs text-gray-500">
                {[address.province, address.city, address.district, address.detail].join(" ")}
              </span>
            </span>
          ) : (
            <span className="flex-1 text-sm text-accent">{t("addAddress")}</span>
          )}
          <span aria-hidden className="text-gray-300">
            ›
          </span>
        </Link>
      ) : (
        <Link
          href="/address/pick-up?select=1"
          className="flex items-center gap-3 px-4 py-3"
          data-testid="delivery-card"
        >
          <span aria-hidden className="text-xl">
            🏬
          </span>
          {pickupPoint ? (
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{pickupPoint.name}</span>
              <span className="block truncate text-xs text-gray-500">{pickupPoint.address}</span>
            </span>
          ) : (
            <span className="flex-1 text-sm text-accent">{t("choosePickup")}</span>
          )}
          <span aria-hidden className="text-gray-300">
            ›
          </span>
        </Link>
      )}
    </section>
  );
}
