// Where a banner or a home button leads, picked instead of typed: a product or a category (searched as
// you type), a page of the shop (from the list the server allows, lib/domain/links), a search of the
// shop, or an allow-listed web page. The stored link is written from the pick (linkOf).
"use client";

import { useTranslations } from "next-intl";
import { linkKinds, linkOf, shopPages, targetOf, type LinkKind, type LinkTarget } from "@/lib/domain/links";
import { inputClass } from "../ui";
import { CategoryPicker } from "./category-picker";
import { ProductPicker } from "./product-picker";

function blankTarget(kind: LinkKind): LinkTarget | null {
  switch (kind) {
    case "page":
      return { kind, page: shopPages[0] };
    case "search":
      return { kind, keyword: "" };
    case "web":
      return { kind, url: "https://" };
    default:
      return null;
  }
}

function Target({
  target,
  onChange,
  error,
}: {
  target: LinkTarget;
  onChange: (target: LinkTarget | null) => void;
  error?: string;
}) {
  const t = useTranslations("pickers");
  switch (target.kind) {
    case "product":
      return (
        <ProductPicker
          label={t("linkProduct")}
          value={target.id || null}
          onChange={(id) => onChange(id ? { kind: "product", id } : { kind: "product", id: 0 })}
          error={error}
        />
      );
    case "category":
      return (
        <CategoryPicker
          label={t("linkCategory")}
          value={target.id || null}
          onChange={(id) => onChange({ kind: "category", id: id ?? 0 })}
          error={error}
        />
      );
    case "page":
      return (
        <label className="block text-sm">
          <span className="mb-1 block text-gray-700">{t("linkPage")}</span>
          <select
            className={inputClass}
            value={target.page}
            onChange={(e) => onChange({ kind: "page", page: e.target.value })}
          >
            {shopPages.map((p) => (
              <option key={p} value={p}>
                {t(`pages.${p === "/" ? "home" : p.slice(1)}`)} ({p})
              </option>
            ))}
          </select>
        </label>
      );
    case "search":
      return (
        <label className="block text-sm">
          <span className="mb-1 block text-gray-700">{t("linkKeyword")}</span>
          <input
            className={inputClass}
            value={target.keyword}
            onChange={(e) => onChange({ kind: "search", keyword: e.target.value })}
          />
        </label>
      );
    case "web":
      return (
        <label className="block text-sm">
          <span className="mb-1 block text-gray-700">{t("linkWeb")}</span>
          <input
            type="url"
            className={inputClass}
            value={target.url}
            onChange={(e) => onChange({ kind: "web", url: e.target.value })}
          />
        </label>
      );
  }
}

export function LinkPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (link: string) => void;
  error?: string;
}) {
  const t = useTranslations("pickers");
  const target = pendingKind(value) ?? targetOf(value);
  const kind = target?.kind ?? "";
  return (
    <fieldset className="mb-3 rounded border border-gray-200 p-3" data-testid="link-picker">
      <legend className="px-1 text-sm font-medium text-gray-700">{label}</legend>
      <label className="mb-2 block text-sm">
        <span className="mb-1 block text-gray-700">{t("linkKind")}</span>
        <select
          className={inputClass}
          value={kind}
          onChange={(e) => {
            const next = e.target.value as LinkKind | "";
            onChange(next === "" ? "" : linkOrPending(blankTarget(next), next));
          }}
        >
          <option value="">{t("linkNone")}</option>
          {linkKinds.map((k) => (
            <option key={k} value={k}>
              {t(`linkKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {target ? (
        <Target target={target} onChange={(next) => onChange(linkOrPending(next, kind as LinkKind))} error={error} />
      ) : null}
      {value && !value.startsWith("#") ? <p className="mt-1 font-mono text-xs text-gray-600">{value}</p> : null}
      {error && (kind === "" || kind === "page" || kind === "search" || kind === "web") ? (
        <p role="alert" className="mt-1 text-xs text-price">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// A product or category link chosen but not yet picked has no link to store: it is kept as "#product"
// (which the server refuses, naming the field) until a product is picked.
function linkOrPending(target: LinkTarget | null, kind: LinkKind): string {
  if (target && !("id" in target && !target.id)) return linkOf(target);
  return `#${kind}`;
}

function pendingKind(value: string): LinkTarget | null {
  if (value === "#product") return { kind: "product", id: 0 };
  if (value === "#category") return { kind: "category", id: 0 };
  return null;
}
