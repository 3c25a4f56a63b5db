// 到货通知 on a sold-out SKU and 降价通知 on the product (docs/decisions/046-notices.md), as two small
// buttons under the price with a bottom sheet each. Loaded by the goods detail view after the page.
// The server decides: a SKU in stock or a target not below the current price come back as field errors,
// shown in the sheet. Logged-out taps go to login.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { subscribeNotice } from "@/lib/client/notice-subscribe";
import { ApiClientError, goToLogin } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import { showToast } from "@/lib/client/toast";
import { useMoney } from "@/components/ui/money";

export type GoodsNoticesProps = {
  productId: number;
  /** The price charged now (the lowest SKU's, under a running sale), as the page shows it. */
  price: number;
  skus: { id: number; name: string; stock: number }[];
};

type Sheet = "stock" | "price" | null;

export function GoodsNotices({ productId, price, skus }: GoodsNoticesProps) {
  const t = useTranslations("notices");
  const [sheet, setSheet] = useState<Sheet>(null);
  const soldOut = skus.filter((s) => s.stock <= 0);
  const open = (which: Sheet) => (isLoggedIn() ? setSheet(which) : goToLogin());
  return (
    <div className="mt-2 flex gap-2" data-testid="goods-notices">
      {soldOut.length ? (
        <button
          type="button"
          onClick={() => open("stock")}
          className="rounded-full border border-accent px-3 py-1 text-xs text-accent"
        >
          {t("backInStock")}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => open("price")}
        className="rounded-full border border-gray-300 px-3 py-1 text-xs text-gray-700"
      >
        {t("priceDrop")}
      </button>
      {sheet ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40" onClick={() => setSheet(null)}>
          <div
            role="dialog"
            aria-modal="true"
            aria-label={sheet === "stock" ? t("backInStock") : t("priceTitle")}
            onClick={(e) => e.stopPropagation()}
            className="w-full max-w-[480px] rounded-t-2xl bg-white px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))]"
          >
            {sheet === "stock" ? (
              <StockSheet skus={soldOut} />
            ) : (
              <PriceSheet productId={productId} price={price} onDone={() => setSheet(null)} />
            )}
            <button type="button" onClick={() => setSheet(null)} className="mt-3 w-full py-2 text-sm text-gray-500">
              {t("close")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The field error the server gave, else its message. */
function refusal(error: unknown, field: string, fallback: string): string {
  if (error instanceof ApiClientError) return error.fields?.[field] ?? error.message;
  return fallback;
}

function StockSheet({ skus }: { skus: { id: number; name: string }[] }) {
  const t = useTranslations("notices");
  const [done, setDone] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState("");
  const subscribe = async (skuId: number) => {
    setBusy(skuId);
    setError("");
    try {
      await subscribeNotice({ kind: "back_in_stock", skuId });
      setDone((d) => new Set(d).add(skuId));
      showToast(t("stockSubscribed"), "success");
    } catch (err) {
      setError(refusal(err, "skuId", t("failed")));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <h2 className="pb-3 text-center text-base font-medium">{t("backInStock")}</h2>
      <ul className="max-h-[50vh] divide-y overflow-y-auto">
        {skus.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0 truncate">{s.name}</span>
            {done.has(s.id) ? (
              <span className="shrink-0 text-xs text-gray-500">{t("stockSubscribed")}</span>
            ) : (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => subscribe(s.id)}
                className="shrink-0 rounded-full bg-price px-3 py-1 text-xs text-white disabled:opacity-50"
              >
                {t("submit")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="pt-2 text-center text-xs text-price">
          {error}
        </p>
      ) : null}
    </>
  );
}

function PriceSheet({ productId, price, onDone }: { productId: number; price: number; onDone: () => void }) {
  const t = useTranslations("notices");
  const money = useMoney();
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const text = target.trim();
    // Whole currency units with up to two decimals, sent as cents; empty: below the price seen.
    if (text && !/^\d{1,8}(\.\d{1,2})?$/.test(text)) return setError(t("targetInvalid"));
    const targetPrice = text ? Math.round(Number(text) * 100) : undefined;
    setBusy(true);
    setError("");
    try {
      await subscribeNotice({ kind: "price_drop", productId, ...(targetPrice ? { targetPrice } : {}) });
      showToast(t("priceSubscribed"), "success");
      onDone();
    } catch (err) {
      setError(refusal(err, "targetPrice", t("failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <h2 className="pb-1 text-center text-base font-medium">{t("priceTitle")}</h2>
      <p className="pb-3 text-center text-sm text-gray-600">{t("priceNow", { price: money(price) })}</p>
      <label className="block text-xs text-gray-600">
        {t("targetLabel")}
        <input
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full rounded border border-gray-300 px-3 py-2 text-base"
        />
      </label>
      {error ? (
        <p role="alert" className="pt-2 text-xs text-price">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-3 w-full rounded-full bg-price py-2.5 text-sm font-medium text-white disabled:opacity-50"
      >
        {t("submit")}
      </button>
    </form>
  );
}
