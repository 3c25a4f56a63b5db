// A return's way back, on the shopper's after-sales screen (docs/decisions/036-books.md): the steps
// (approved, sent, received, refunded), the shop's return address and the day to send by, and — while
// the goods are to be sent — the form for the parcel's courier (one the request offers: the console's
// couriers for the shop's regions, named in the reader's locale) and waybill.
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { afterSaleStatus, awaitsShipmentBack } from "@/lib/domain/after-sale-status";
import { shipBackAfterSale, type AfterSaleView } from "@/lib/client/after-sales";
import { ApiClientError } from "@/lib/client/fetcher";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { FactList } from "./fact-list";

export function ReturnShipping({ request: r, onChange }: { request: AfterSaleView; onChange: () => void }) {
  const t = useTranslations("afterSales");
  const locale = useLocale() as Locale;
  const s = r.returnShipping;
  if (r.type !== "return") return null;
  if (s.withoutReturn)
    return (
      <section className="bg-white px-4 py-3 text-sm" data-testid="return-without">
        {t("withoutReturn")}
      </section>
    );
  if (!s.address) return null;
  const refunded = r.status === afterSaleStatus.REFUNDED;
  const steps: [string, boolean][] = [
    [t("steps.approved"), true],
    [t("steps.sent"), Boolean(s.shippedAt || s.receivedAt)],
    [t("steps.received"), Boolean(s.receivedAt)],
    [t("steps.refunded"), refunded],
  ];
  return (
    <section className="space-y-3 bg-white px-4 py-3 text-sm" data-testid="return-shipping">
      <h3 className="font-medium">{t("steps.title")}</h3>
      <ol className="flex justify-between gap-1 text-center text-xs">
        {steps.map(([label, done]) => (
          <li
            key={label}
            data-done={done}
            className={`flex-1 border-t-2 pt-1 ${done ? "border-accent text-accent" : "border-gray-200 text-gray-400"}`}
          >
            {label}
          </li>
        ))}
      </ol>
      <div>
        <p className="text-gray-500">{t("returnAddress")}</p>
        <p className="break-words whitespace-pre-line select-all" data-testid="return-address">
          {s.address}
        </p>
        {awaitsShipmentBack(r.status) && s.sendBy ? (
          <p className="mt-1 text-xs text-price">{t("sendBy", { date: formatDateTime(s.sendBy, locale) })}</p>
        ) : null}
      </div>
      {awaitsShipmentBack(r.status) ? (
        <WaybillForm id={r.id} couriers={r.returnCouriers} onSent={onChange} />
      ) : (
        <FactList
          facts={[
            [t("waybill"), s.waybill ? t("sentBack", { courier: s.courier, waybill: s.waybill }) : null],
            [t("shippedAt"), s.shippedAt && formatDateTime(s.shippedAt, locale)],
            [t("receivedAt"), s.receivedAt && formatDateTime(s.receivedAt, locale)],
          ]}
        />
      )}
    </section>
  );
}

function WaybillForm({
  id,
  couriers,
  onSent,
}: {
  id: number;
  couriers: AfterSaleView["returnCouriers"];
  onSent: () => void;
}) {
  const t = useTranslations("afterSales");
  const [courier, setCourier] = useState(couriers[0]?.code ?? "");
  const [waybill, setWaybill] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-2"
      data-testid="waybill-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError("");
        try {
          await shipBackAfterSale({ id, courier, waybill: waybill.trim() });
          onSent();
        } catch (err) {
          setError(
            err instanceof ApiClientError ? (err.fields?.waybill ?? err.fields?.courier ?? err.message) : String(err),
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <label className="flex items-center justify-between gap-3">
        <span className="shrink-0 text-gray-500">{t("courier")}</span>
        <select
          className="h-9 min-w-0 flex-1 rounded border border-gray-300 bg-white px-2"
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
        >
          {couriers.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center justify-between gap-3">
        <span className="shrink-0 text-gray-500">{t("waybill")}</span>
        <input
          className="h-9 min-w-0 flex-1 rounded border border-gray-300 px-2"
          value={waybill}
          maxLength={40}
          autoCapitalize="characters"
          placeholder={t("waybillPlaceholder")}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setWaybill(e.target.value)}
        />
      </label>
      {error ? (
        <p role="alert" className="text-xs text-price">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy || waybill.trim() === "" || courier === ""}
        className="h-9 w-full rounded-full bg-accent text-sm text-white disabled:opacity-50"
      >
        {t("submitWaybill")}
      </button>
    </form>
  );
}
