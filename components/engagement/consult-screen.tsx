// 咨询: the shopper's thread with the shop's service, oldest at the top, a composer at the bottom.
// Answers not seen before are reported read to the server at once — the shopper is reading them — and
// a "new replies" divider above the first of them shows where the news starts on this visit. While
// the screen is open and visible it checks every few seconds for a newer message and reloads if so.
// The "N new replies" pill counts the new replies not yet scrolled into view: it goes once they have
// been on screen (tapping it brings the first into view).
"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { consultHead, markConsultRead, useConsultThread } from "@/lib/client/engagement";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListError, ListSkeleton } from "./list-states";
import { ConsultComposer } from "./consult-composer";

export const CONSULT_POLL_MS = 5000;

export function ConsultScreen({ productId }: { productId?: number }) {
  const t = useTranslations("consult");
  const locale = useLocale() as Locale;
  const list = useConsultThread();
  const unread = list.first?.unread ?? 0;
  // Replies that were new on this visit (the divider stays above them after the server marks them read).
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<number>>(new Set());
  const unreadIds = list.rows.filter((m) => m.sender === "service" && !m.readAt).map((m) => m.id);
  if (unreadIds.some((id) => !seenUnread.has(id))) setSeenUnread(new Set([...seenUnread, ...unreadIds]));
  const bottom = useRef<HTMLDivElement>(null);
  const thread = useRef<HTMLOListElement>(null);
  const newest = list.rows[0]?.id;
  // New replies of this visit that have been on screen.
  const [viewed, setViewed] = useState<ReadonlySet<number>>(new Set());
  const notViewed = list.rows.filter((m) => seenUnread.has(m.id) && !viewed.has(m.id)).length;

  useEffect(() => {
    if (unread === 0) return;
    markConsultRead().catch(() => {
      // Left unread on the server; the marks come back on the next visit.
    });
  }, [unread]);

  const { refresh } = list;
  useEffect(() => {
    if (list.isLoading) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      consultHead()
        .then((head) => {
          if (head.rows[0]?.id !== newest || head.unread > 0) void refresh();
        })
        .catch(() => {
          // A missed check; the next one tries again.
        });
    }, CONSULT_POLL_MS);
    return () => clearInterval(timer);
  }, [newest, refresh, list.isLoading]);

  useEffect(() => {
    if (newest !== undefined) bottom.current?.scrollIntoView({ block: "end" });
  }, [newest]);

  useEffect(() => {
    if (notViewed === 0 || !thread.current) return;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.id));
      if (seen.length) setViewed((before) => new Set([...before, ...seen]));
    });
    for (const el of thread.current.querySelectorAll<HTMLElement>("[data-new-reply]")) observer.observe(el);
    return () => observer.disconnect();
  }, [notViewed, newest]);

  const messages = [...list.rows].reverse();
  const firstNew = messages.find((m) => seenUnread.has(m.id))?.id;
  return (
    <PullToRefresh onRefresh={list.refresh}>
      <p className="py-2 text-center text-xs text-gray-500">{t("hours")}</p>
      {notViewed > 0 ? (
        <div className="sticky top-12 z-20 flex justify-center lg:top-16">
          <button
            type="button"
            data-testid="consult-new-pill"
            aria-label={`${t("newReplies", { count: notViewed })} · ${t("jumpToNew")}`}
            onClick={() =>
              thread.current?.querySelector("[data-new-reply]")?.scrollIntoView({ behavior: "smooth", block: "center" })
            }
            className="rounded-full border border-price/30 bg-white px-3 py-1 text-xs text-price shadow-sm"
          >
            {t("newReplies", { count: notViewed })}
          </button>
        </div>
      ) : null}
      {list.state === "more" ? (
        <button type="button" onClick={list.loadMore} className="w-full py-2 text-xs text-accent">
          {t("loadEarlier")}
        </button>
      ) : null}
      {list.isLoading ? (
        <ListSkeleton rows={3} height="h-14" />
      ) : list.error && messages.length === 0 ? (
        <ListError onRetry={list.refresh} />
      ) : messages.length === 0 ? (
        <p className="px-8 py-16 text-center text-sm text-gray-500">{t("empty")}</p>
      ) : (
        <ol ref={thread} aria-label={t("title")} className="space-y-3 px-3 pb-4">
          {messages.map((m) => {
            const mine = m.sender === "shopper";
            return [
              m.id === firstNew ? (
                <li
                  key="new"
                  role="separator"
                  data-testid="consult-new"
                  className="flex items-center gap-2 text-[11px] text-price"
                >
                  <span aria-hidden className="h-px flex-1 bg-price/30" />
                  {t("newBelow")}
                  <span aria-hidden className="h-px flex-1 bg-price/30" />
                </li>
              ) : null,
              <li
                key={m.id}
                data-testid="consult-message"
                data-sender={m.sender}
                data-id={m.id}
                data-new-reply={seenUnread.has(m.id) || undefined}
                className={`flex flex-col ${mine ? "items-end" : "items-start"}`}
              >
                <span className="mb-0.5 text-[11px] text-gray-500">
                  {mine ? t("me") : t("service")} · {formatDateTime(m.createdAt, locale)}
                </span>
                <div
                  className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${mine ? "rounded-tr-sm bg-accent text-white" : "rounded-tl-sm bg-white"}`}
                >
                  {m.product ? (
                    <p className={`mb-1 text-xs ${mine ? "text-white" : "text-gray-500"}`}>
                      {t("product")}: {m.product.name}
                    </p>
                  ) : null}
                  {m.content}
                </div>
                {mine ? (
                  <span className="mt-0.5 text-[11px] text-gray-500">{m.readAt ? t("read") : t("waiting")}</span>
                ) : null}
              </li>,
            ];
          })}
        </ol>
      )}
      <div ref={bottom} className="h-16" />
      <ConsultComposer productId={productId} onSent={list.refresh} />
    </PullToRefresh>
  );
}
