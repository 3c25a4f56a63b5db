// Review moderation: filter by product, rating and visibility; hide or show a review with a reason
// (a hidden review leaves the goods page and its summary); the shop's reply under it. Reviews are
// shoppers' text: shown as text, never as markup.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  replyToReview,
  setReviewVisibility,
  useReviews,
  type ReviewQuery,
  type ReviewRow,
} from "@/lib/admin-client/service";
import { Badge, Button, Card, PageHeader, Pager, ReasonDialog, When, inputClass, FilterSelect } from "./ui";
import { present, useQueryState } from "./use-query-state";

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

export function ReviewsScreen() {
  const t = useTranslations("reviews");
  const tc = useTranslations("common");
  const { values, pageIndex, set } = useQueryState(["productId", "rating", "visibility"] as const);
  const list = useReviews({ ...present(values), pageIndex, pageSize: 20 } as ReviewQuery);
  const [toggling, setToggling] = useState<ReviewRow | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")} />
      {toggling ? (
        <ReasonDialog
          title={toggling.hiddenAt ? t("showTitle") : t("hideTitle")}
          confirm={toggling.hiddenAt ? t("show") : t("hide")}
          danger={!toggling.hiddenAt}
          onClose={() => setToggling(null)}
          onSubmit={async (reason) => {
            await setReviewVisibility({ id: toggling.id, hidden: !toggling.hiddenAt, reason });
            void list.mutate();
          }}
        />
      ) : null}
      <div className="mb-3 flex flex-wrap gap-3 rounded-lg border border-gray-200 bg-white p-3">
        <FilterSelect
          label={t("visibility")}
          value={values.visibility}
          onChange={(v) => set({ visibility: v })}
          options={[
            { value: "visible", label: t("visible") },
            { value: "hidden", label: t("hidden") },
          ]}
        />
        <FilterSelect
          label={t("rating")}
          value={values.rating}
          onChange={(v) => set({ rating: v })}
          options={[5, 4, 3, 2, 1].map((r) => ({ value: r, label: t("stars", { count: r }) }))}
        />
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("productId")}</span>
          <input
            inputMode="numeric"
            className={inputClass}
            defaultValue={values.productId}
            onBlur={(e) => set({ productId: e.target.value.trim() })}
          />
        </label>
      </div>
      {list.isLoading ? <p className="text-sm text-gray-600">{tc("loading")}</p> : null}
      {!list.isLoading && rows.length === 0 ? <p className="text-sm text-gray-600">{tc("empty")}</p> : null}
      {rows.map((r) => (
        <Card key={r.id}>
          <div className="flex flex-wrap items-start justify-between gap-2" data-testid="review-card">
            <div>
              <p className="text-sm font-medium">
                {r.productName} <span className="text-gray-600">{r.skuName}</span>
              </p>
              <p className="text-xs text-gray-600">
                {r.shopper?.username ?? r.shopper?.nickname ?? "—"} · {r.orderNo} · <When at={r.createdAt} />
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={r.rating >= 4 ? "good" : r.rating <= 2 ? "bad" : "plain"}>
                {t("stars", { count: r.rating })}
              </Badge>
              {r.hiddenAt ? <Badge tone="bad">{t("hiddenBecause", { reason: r.hiddenReason })}</Badge> : null}
              <Button kind={r.hiddenAt ? "secondary" : "danger"} onClick={() => setToggling(r)}>
                {r.hiddenAt ? t("show") : t("hide")}
              </Button>
            </div>
          </div>
          <p className="mt-2 text-sm break-words whitespace-pre-line">{r.content}</p>
          <ReplyForm review={r} onDone={() => void list.mutate()} />
        </Card>
      ))}
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={20} total={list.data.total} onPage={(p) => set({ pageIndex: p })} />
      ) : null}
    </>
  );
}
