// Review moderation on the console's frame: search, filter by product, rating and visibility; hide or show a review with a reason
// (a hidden review leaves the goods page and its summary); the shop's reply under it. Reviews are
// shoppers' text: shown as text, never as markup.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  replyToReview,
  reviewListOptions,
  setReviewVisibility,
  useReviews,
  type ReviewQuery,
  type ReviewRow,
} from "@/lib/admin-client/service";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { ProductChip, ProductFilter } from "./pickers/product-picker";
import { Badge, Button, PageHeader, ReasonDialog, When, inputClass } from "./ui";

function ReplyForm({ review, onDone }: { review: ReviewRow; onDone: () => void }) {
  const t = useTranslations("reviews");
  const [reply, setReply] = useState(review.reply);
  const [error, setError] = useState("");
  return (
    <form
      className="mt-2"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await replyToReview({ id: review.id, reply });
          setError("");
          onDone();
        } catch (err) {
          setError((err as { fields?: Record<string, string> }).fields?.reply ?? (err as Error).message);
        }
      }}
    >
      <label htmlFor={`reply-${review.id}`} className="mb-1 block text-xs font-medium text-gray-700">
        {t("reply")}
      </label>
      <textarea
        id={`reply-${review.id}`}
        rows={2}
        maxLength={500}
        className={inputClass}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-xs text-price">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="mt-1">
        {t("saveReply")}
      </Button>
    </form>
  );
}

function Visibility({ review, refresh }: { review: ReviewRow; refresh: () => void }) {
  const t = useTranslations("reviews");
  const [open, setOpen] = useState(false);
  const hidden = Boolean(review.hiddenAt);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {hidden ? <Badge tone="bad">{t("hiddenBecause", { reason: review.hiddenReason })}</Badge> : null}
      <Button kind={hidden ? "secondary" : "danger"} onClick={() => setOpen(true)}>
        {hidden ? t("show") : t("hide")}
      </Button>
      {open ? (
        <ReasonDialog
          title={hidden ? t("showTitle") : t("hideTitle")}
          confirm={hidden ? t("show") : t("hide")}
          danger={!hidden}
          onClose={() => setOpen(false)}
          onSubmit={async (reason) => {
            await setReviewVisibility({ id: review.id, hidden: !hidden, reason });
            refresh();
          }}
        />
      ) : null}
    </span>
  );
}

function Rating({ rating }: { rating: number }) {
  const t = useTranslations("reviews");
  return <Badge tone={rating >= 4 ? "good" : rating <= 2 ? "bad" : "plain"}>{t("stars", { count: rating })}</Badge>;
}

function Product({ review }: { review: ReviewRow }) {
  return (
    <>
      {review.productName} <span className="font-normal text-gray-600">{review.skuName}</span>
    </>
  );
}

function Who({ review }: { review: ReviewRow }) {
  return (
    <span className="text-xs text-gray-600">
      {review.shopper?.username ?? review.shopper?.nickname ?? "—"} · {review.orderNo} · <When at={review.createdAt} />
    </span>
  );
}

export const reviewList: ListSpec<ReviewRow> = {
  id: "reviews",
  rowTestId: "review-card",
  rowKey: (r) => r.id,
  pageSize: 20,
  useRows: (query) => useReviews(query as ReviewQuery),
  filters: [
    { id: "q", kind: "search", label: "reviews.search", placeholder: "reviews.searchHint" },
    {
      id: "visibility",
      kind: "select",
      label: "reviews.visibility",
      options: reviewListOptions.visibility.filter((v) => v !== "all"),
      optionLabel: (v) => `reviews.${v}`,
    },
    {
      id: "rating",
      kind: "select",
      label: "reviews.rating",
      options: [5, 4, 3, 2, 1],
      optionLabel: (v) => `reviews.ratings.${v}`,
    },
    {
      id: "productId",
      kind: "custom",
      label: "reviews.product",
      render: (value, set) => <ProductFilter value={value} set={set} label="reviews.product" />,
      chip: (id) => <ProductChip id={id} />,
    },
  ],
  columns: [
    { id: "product", label: "reviews.product", primary: true, cell: (r) => <Product review={r} /> },
    { id: "who", label: "reviews.who", optional: "shown", cell: (r) => <Who review={r} /> },
    { id: "rating", label: "reviews.rating", cell: (r) => <Rating rating={r.rating} /> },
    {
      id: "content",
      label: "reviews.content",
      className: "max-w-96 break-words whitespace-pre-line",
      cell: (r) => r.content,
    },
    {
      id: "reply",
      label: "reviews.reply",
      className: "min-w-56",
      cell: (r, list) => <ReplyForm review={r} onDone={list.refresh} />,
    },
    {
      id: "visibility",
      label: "reviews.visibility",
      cell: (r, list) => <Visibility review={r} refresh={list.refresh} />,
    },
  ],
};

export function ReviewsScreen() {
  const t = useTranslations("reviews");
  const { state, read } = useUrlList(reviewList);
  return (
    <>
      <PageHeader title={t("title")} />
      <ListFrame spec={reviewList} state={state} read={read} />
    </>
  );
}
