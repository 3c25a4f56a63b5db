// 发票 on the confirm screen: none (the default), personal (a name, else 个人) or a company's (its title
// and tax number, checked here as the server checks it: lib/domain/invoice.ts), with the titles the
// shopper used before to pick from. What it answers goes with the order as `invoice`.
"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { validTaxNumber, type InvoiceKind } from "@/lib/domain/invoice";
import { useInvoiceTitles } from "@/lib/client/invoices";

export type InvoiceChoice =
  { kind: "personal"; title?: string } | { kind: "company"; title: string; taxNumber: string } | null;

type Props = {
  value: InvoiceChoice;
  onChange: (next: InvoiceChoice) => void;
};

/** Whether the choice can go with the order (a company's needs its title and a valid tax number). */
export function invoiceComplete(choice: InvoiceChoice): boolean {
  if (choice?.kind !== "company") return true;
  return choice.title.trim().length >= 2 && validTaxNumber(choice.taxNumber);
}

export function InvoicePicker({ value, onChange }: Props) {
  const t = useTranslations("invoice");
  const id = useId();
  const kind: InvoiceKind | "none" = value?.kind ?? "none";
  const [touched, setTouched] = useState(false);
  const titles = useInvoiceTitles(value !== null).data?.rows.filter((r) => r.kind === kind) ?? [];
  const taxWrong = value?.kind === "company" && touched && !validTaxNumber(value.taxNumber);
  const input = "min-w-0 flex-1 rounded border border-gray-200 px-2 py-1.5 text-sm outline-none focus:border-accent";

  return (
    <fieldset className="text-sm" data-testid="invoice-picker">
      <legend className="sr-only">{t("title")}</legend>
      <div className="flex items-center gap-3">
        <span className="shrink-0 text-gray-500" aria-hidden>
          {t("title")}
        </span>
        <div role="radiogroup" aria-label={t("title")} className="flex flex-1 flex-wrap justify-end gap-2">
          {(["none", "personal", "company"] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              onClick={() => {
                setTouched(false);
                onChange(
                  k === "none"
                    ? null
                    : k === "personal"
                      ? { kind: "personal" }
                      : { kind: "company", title: "", taxNumber: "" },
                );
              }}
              className={`rounded-full border px-3 py-0.5 text-xs ${kind === k ? "border-price text-price" : "border-gray-200 text-gray-600"}`}
            >
              {t(`kind.${k}`)}
            </button>
          ))}
        </div>
      </div>
      {value ? (
        <div className="mt-2 space-y-2 rounded bg-gray-50 p-2">
          {titles.length ? (
            <div className="flex flex-wrap gap-1.5" aria-label={t("saved")}>
              {titles.slice(0, 4).map((row) => (
                <button
                  key={row.id}
                  type="button"
                  onClick={() =>
                    onChange(
                      row.kind === "company"
                        ? { kind: "company", title: row.title, taxNumber: row.taxNumber ?? "" }
                        : { kind: "personal", title: row.title },
                    )
                  }
                  className="max-w-full truncate rounded border border-gray-200 bg-white px-2 py-0.5 text-xs text-gray-700"
                >
                  {row.title}
                </button>
              ))}
            </div>
          ) : null}
          <label className="flex items-center gap-2">
            <span className="w-16 shrink-0 text-xs text-gray-500">{t("titleLabel")}</span>
            <input
              id={`${id}-title`}
              value={value.title ?? ""}
              maxLength={100}
              onChange={(e) =>
                onChange(
                  value.kind === "company"
                    ? { ...value, title: e.target.value }
                    : { kind: "personal", title: e.target.value || undefined },
                )
              }
              placeholder={t(value.kind === "company" ? "companyPlaceholder" : "personalPlaceholder")}
              className={input}
            />
          </label>
          {value.kind === "company" ? (
            <>
              <label className="flex items-center gap-2">
                <span className="w-16 shrink-0 text-xs text-gray-500">{t("taxNumber")}</span>
                <input
                  value={value.taxNumber}
                  maxLength={24}
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-invalid={taxWrong}
                  aria-describedby={taxWrong ? `${id}-tax-error` : undefined}
                  onBlur={() => setTouched(true)}
                  onChange={(e) => onChange({ ...value, taxNumber: e.target.value })}
                  placeholder={t("taxNumberPlaceholder")}
                  className={input}
                  data-testid="invoice-tax-number"
                />
              </label>
              {taxWrong ? (
                <p id={`${id}-tax-error`} role="alert" className="text-xs text-red-600">
                  {t("taxNumberWrong")}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
