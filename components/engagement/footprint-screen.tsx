// 足迹: the shopper's browsing history by day, newest first (the account's when logged in, this
// browser's otherwise); remove one product or clear all (asked first).
"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Footprint } from "@/lib/client/footprints";
import { useFootprintList } from "@/lib/client/footprint-list";
import { useProductsByIds } from "@/lib/client/catalogue";
import { formatDate } from "@/lib/format/date";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Price } from "@/components/ui/price";
import { EmptyState, GoShopping } from "@/components/ui/empty-state";
import { useConfirm } from "@/components/ui/confirm-sheet";
import { ListSkeleton } from "./list-states";

function byDay(items: Footprint[], locale: Locale): [string, Footprint[]][] {
  const days = new Map<string, Footprint[]>();
  for (const f of items) {
    const day = formatDate(new Date(f.viewedAt), locale);
    days.set(day, [...(days.get(day) ?? []), f]);
  }
  return [...days];
}

export function FootprintScreen() {
  const t = useTranslations("footprint");
  const locale = useLocale() as Locale;
  const { items, onAccount, remove } = useFootprintList();
  const [confirm, confirmSheet] = useConfirm();
  // This browser's history keeps what was seen (name, picture, price in the locale of that visit);
  // the catalogue answers with today's, in this locale. The account's list is today's already. A
  // product gone from sale keeps its remembered row.
  const ids = onAccount ? "" : (items ?? []).map((f) => f.id).join(",");
  const now = useProductsByIds(ids || null);
  const current = new Map((now?.rows ?? []).map((r) => [r.id, r]));
  const fresh = (f: Footprint): Footprint => {
    const r = current.get(f.id);
    return r ? { ...f, name: r.name, image: r.image, price: r.price } : f;
  };

  if (!items) return <ListSkeleton rows={4} height="h-24" />;
  if (items.length === 0) {
    return <EmptyState icon="👣" title={t("empty")} action={<GoShopping label={t("goShopping")} />} />;
  }
  const clearAll = async () => {
    if (await confirm({ message: t("clearConfirm"), confirmLabel: t("clear"), danger: true })) void remove("all");
  };
  return (
    <div className="pb-6">
      <div className="flex items-center justify-between px-3 py-2 text-xs text-gray-500">
        <span>{t("count", { count: items.length })}</span>
        <button type="button" onClick={() => void clearAll()} className="px-2 py-1 text-accent">
          {t("clear")}
        </button>
      </div>
      {byDay(items.map(fresh), locale).map(([day, rows]) => (
        <section key={day} aria-label={day} className="mb-2">
          <h2 className="px-3 pb-1 text-xs font-medium text-gray-600">{day}</h2>
          <ul className="space-y-px">
            {rows.map((f) => (
              <li key={f.id} data-testid="footprint" className="flex items-center gap-3 bg-white px-3 py-2.5">
                <Link href={`/goods/${f.id}`} className="flex min-w-0 flex-1 items-center gap-3">
                  {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
                  <img
                    src={f.image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="h-16 w-16 shrink-0 rounded bg-gray-100 object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm leading-5">{f.name}</span>
                    <Price cents={f.price} />
                  </span>
                </Link>
                <button
                  type="button"
                  onClick={() => void remove([f.id])}
                  aria-label={t("removeOne", { name: f.name })}
                  className="p-1 text-gray-400"
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {confirmSheet}
    </div>
  );
}
