// One order item on the review screen: its picture and SKU, then its own stars, text, photos and the
// anonymity switch. An item left without text is not sent (it may be reviewed later).
"use client";

import { useTranslations } from "next-intl";
import type { OrderDetail } from "@/lib/client/orders";
import { PhotoPicker } from "./photo-picker";

export type ReviewDraft = { rating: number; content: string; images: string[]; anonymous: boolean };
export const emptyDraft: ReviewDraft = { rating: 5, content: "", images: [], anonymous: false };

type Item = OrderDetail["items"][number];

export function ItemHeading({ item }: { item: Item }) {
  return (
    <div className="flex gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
      <img
        src={item.image}
        alt=""
        width={48}
        height={48}
        className="h-12 w-12 shrink-0 rounded bg-gray-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-1 text-sm">{item.name}</p>
        <p className="truncate text-xs text-gray-500">{item.skuName}</p>
      </div>
    </div>
  );
}

export function Stars({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (rating: number) => void;
  label: string;
}) {
  const t = useTranslations("reviews");
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="text-sm text-gray-500">
        {t("rating")}
      </span>
      <div className="flex gap-1" role="radiogroup" aria-label={label}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t("star", { count: n })}
            onClick={() => onChange(n)}
            className={`text-2xl leading-none ${n <= value ? "text-amber-400" : "text-gray-300"}`}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  );
}

export function ReviewItemFields({
  item,
  draft,
  onChange,
  onBusy,
}: {
  item: Item;
  draft: ReviewDraft;
  onChange: (next: ReviewDraft) => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations("reviews");
  return (
    <section className="space-y-3 bg-white px-4 py-3" data-testid="review-item" aria-label={item.name}>
      <ItemHeading item={item} />
      <Stars
        value={draft.rating}
        onChange={(rating) => onChange({ ...draft, rating })}
        label={t("ratingFor", { name: item.name })}
      />
      <label className="block space-y-1">
        <span className="sr-only">{t("contentFor", { name: item.name })}</span>
        <textarea
          maxLength={500}
          rows={3}
          value={draft.content}
          onChange={(e) => onChange({ ...draft, content: e.target.value })}
          placeholder={t("contentPlaceholder")}
          className="w-full rounded border border-gray-200 p-2 text-sm outline-none focus:border-accent"
        />
      </label>
      <PhotoPicker
        max={9}
        value={draft.images}
        onChange={(images) => onChange({ ...draft, images })}
        label={t("photos", { max: 9 })}
        onBusy={onBusy}
      />
      <label className="flex items-center gap-2 text-xs text-gray-600">
        <input
          type="checkbox"
          checked={draft.anonymous}
          onChange={(e) => onChange({ ...draft, anonymous: e.target.checked })}
          className="h-4 w-4 accent-accent"
        />
        {t("anonymousToggle")}
      </label>
    </section>
  );
}
