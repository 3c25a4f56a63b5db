// The discount screen's list: running discounts (get-discount), each with its product,
// the discount's badge and when it ends; infinite, pull to refresh.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { useDiscountList, type DiscountPage } from "@/lib/client/catalogue-lists";
import { formatDateTime } from "@/lib/format/date";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Price } from "@/components/ui/price";
import { EmptyState } from "@/components/ui/empty-state";
import { ListLoader } from "@/components/ui/list-loader";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { discountRateValue } from "./discount-rate";

export function DiscountList({ initialPage }: { initialPage: DiscountPage }) {
  const t = useTranslations("discount");
  const tc = useTranslations("catalogue");
  const locale = useLocale() as Locale;
  const list = useDiscountList(initialPage);
  return (
    <PullToRefresh onRefresh={list.refresh}>
      {list.isEmpty ? (
        <EmptyState icon="🏷️" title={t("empty")} />
      ) : (
        <ul className="space-y-2 p-3">
          {list.rows.map((d) => (
            <li key={d.id}>
              <Link
                href={`/goods/${d.product.id}`}
                className="flex gap-3 rounded-lg bg-white p-2"
                data-testid="discount-card"
              >
                <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-md bg-gray-100">
                  {/* eslint-disable-next-line @next/next/no-img-element -- app-served SVG, sized by the box */}
                  <img
                    src={d.product.image}
                    alt=""
                    width={112}
                    height={112}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                  <span className="absolute top-0 left-0 rounded-br-md bg-price px-1.5 py-0.5 text-xs text-white">
                    {tc("discountBadge", { rate: discountRateValue(d.ratePercent, locale) })}
                  </span>
                </div>
                <div className="flex min-w-0 flex-1 flex-col justify-between py-1">
                  <div>
                    <h2 className="line-clamp-2 text-sm leading-5">{d.product.name}</h2>
                    <p className="mt-1 truncate text-xs text-price">{d.title}</p>
                  </div>
                  <div>
                    <Price cents={d.product.price} original={d.product.originalPrice} />
                    <p className="text-[11px] text-gray-500">
                      {t("endsAt", { time: formatDateTime(d.endsAt, locale) })}
                    </p>
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.rows.length ? <ListLoader state={list.state} onLoadMore={list.loadMore} /> : null}
    </PullToRefresh>
  );
}
