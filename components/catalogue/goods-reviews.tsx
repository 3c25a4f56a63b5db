// 商品评价 on the goods page: the product's rating summary (count, average, share of good reviews), the
// review list — all, or only those with photos — each with the SKU bought (in the reader's locale),
// its photos and its follow-up, paged ("more reviews" loads the next page).
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";
import { useProductReviews } from "@/lib/client/catalogue-lists";
import { formatDateTime } from "@/lib/format/date";
import { ListError } from "@/components/engagement/list-states";

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden className="text-xs tracking-tight text-amber-400">
      {"★".repeat(rating)}
      <span className="text-gray-300">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

function Photos({ urls, alt }: { urls: string[]; alt: (index: number) => string }) {
  return (
    <ul className="mt-2 grid grid-cols-4 gap-1.5">
      {urls.map((url, i) => (
        <li key={url} className="aspect-square overflow-hidden rounded bg-gray-100">
          {/* eslint-disable-next-line @next/next/no-img-element -- a shopper's upload served by the app */}
          <img src={url} alt={alt(i)} loading="lazy" className="h-full w-full object-cover" />
        </li>
      ))}
    </ul>
  );
}

export function GoodsReviews({ productId }: { productId: number }) {
  const t = useTranslations("reviews");
  const locale = useLocale() as Locale;
  const [withPhotos, setWithPhotos] = useState(false);
  const list = useProductReviews(productId, withPhotos);
  const [summary, setSummary] = useState(list.first?.summary);
  // The summary is the product's whatever the filter: keep the last one while a filtered page loads.
  if (list.first?.summary && list.first.summary !== summary) setSummary(list.first.summary);

  return (
    <section aria-labelledby="reviews-heading" className="mt-2 bg-white p-3" data-testid="goods-reviews">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id="reviews-heading" className="text-sm font-medium">
          {t("title")}{" "}
          {summary ? (
            <span className="text-xs font-normal text-gray-500">{t("summary", { count: summary.count })}</span>
          ) : null}
        </h2>
        {summary && summary.count > 0 ? (
          <p className="text-xs text-gray-600" data-testid="reviews-summary">
            {t("average", { average: summary.average })} ·{" "}
            <span className="text-price">{t("goodRate", { rate: summary.goodRate })}</span>
          </p>
        ) : null}
      </div>
      {summary && summary.count > 0 ? (
        <div className="mb-1 flex gap-2 text-xs" role="group" aria-label={t("filterLabel")}>
          {[false, true].map((photos) => (
            <button
              key={String(photos)}
              type="button"
              aria-pressed={withPhotos === photos}
              onClick={() => setWithPhotos(photos)}
              className={`rounded-full px-3 py-1 ${withPhotos === photos ? "bg-accent/10 text-accent" : "bg-gray-100 text-gray-600"}`}
            >
              {photos ? t("filterPhotos", { count: summary.withPhotos }) : t("filterAll", { count: summary.count })}
            </button>
          ))}
        </div>
      ) : null}
      {list.error && list.rows.length === 0 ? (
        <ListError onRetry={list.refresh} />
      ) : list.isLoading ? (
        <div aria-hidden className="h-16 animate-pulse rounded bg-gray-100" />
      ) : list.isEmpty ? (
        <p className="py-4 text-center text-xs text-gray-500">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {list.rows.map((r) => (
            <li key={r.id} className="py-2.5" data-testid="review-row">
              <div className="flex items-center gap-2">
                {r.avatar ? (
                  // eslint-disable-next-line @next/next/no-img-element -- avatar served by the app
                  <img
                    src={r.avatar}
                    alt=""
                    width={24}
                    height={24}
                    loading="lazy"
                    className="h-6 w-6 rounded-full bg-gray-100"
                  />
                ) : (
                  <span aria-hidden className="h-6 w-6 rounded-full bg-gray-100" />
                )}
                <span className="text-xs text-gray-700">
                  {r.anonymous || !r.nickname ? t("anonymous") : r.nickname}
                </span>
                <Stars rating={r.rating} />
                <span className="sr-only">{t("star", { count: r.rating })}</span>
                <time className="ml-auto text-[11px] text-gray-400">{formatDateTime(r.createdAt, locale)}</time>
              </div>
              {r.auto ? (
                <p className="mt-1.5 text-sm leading-5 text-gray-500">{t("autoReview")}</p>
              ) : (
                <p className="mt-1.5 text-sm leading-5 break-words whitespace-pre-line">{r.content}</p>
              )}
              {r.skuName ? (
                <p className="mt-1 text-[11px] text-gray-500" data-testid="review-sku">
                  {t("boughtSku", { sku: r.skuName })}
                </p>
              ) : null}
              {r.images.length ? <Photos urls={r.images} alt={(i) => t("photoAlt", { index: i + 1 })} /> : null}
              {r.reply ? (
                <p
                  className="mt-1.5 rounded bg-gray-50 px-2 py-1.5 text-xs leading-5 text-gray-600"
                  data-testid="review-reply"
                >
                  <span className="font-medium">{t("shopReply")}</span> {r.reply}
                </p>
              ) : null}
              {r.followUp ? (
                <div className="mt-2 rounded bg-gray-50 p-2" data-testid="review-follow-up">
                  <p className="text-[11px] text-price">{t("followUpAfter", { days: r.followUp.days })}</p>
                  <p className="mt-1 text-sm leading-5 break-words whitespace-pre-line">{r.followUp.content}</p>
                  {r.followUp.images.length ? (
                    <Photos urls={r.followUp.images} alt={(i) => t("followUpPhotoAlt", { index: i + 1 })} />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list.state === "more" && list.rows.length > 0 ? (
        <button
          type="button"
          onClick={() => list.loadMore()}
          className="mt-1 w-full py-2 text-center text-xs text-accent"
        >
          {t("loadMore")}
        </button>
      ) : null}
    </section>
  );
}
