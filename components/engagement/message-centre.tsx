// 消息: the shopper's message centre — notices (back in stock, cheaper) and updates of orders,
// refunds, groups and consultations, newest first, unread ones marked. Each message is keys and values
// (docs/decisions/046-notices.md), drawn here in the reader's locale, money in the shop's currency.
// Opening one marks it read and follows its link; "all read" clears the badge.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { formatDateTime } from "@/lib/format/date";
import { readMessages, useMessages, type MessageRow } from "@/lib/client/notices";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { useMoney } from "@/components/ui/money";
import { ListError, ListSkeleton } from "./list-states";

export function MessageCentre() {
  const t = useTranslations("messageCentre");
  const locale = useLocale() as Locale;
  const money = useMoney();
  const router = useRouter();
  const list = useMessages();
  const unread = list.first?.unread ?? 0;

  const values = (m: MessageRow) => {
    const out: Record<string, string | number> = { ...m.params };
    for (const key of ["price", "amount"])
      if (typeof m.params[key] === "number") out[key] = money(m.params[key] as number);
    return out;
  };
  const open = async (m: MessageRow) => {
    if (!m.read) await readMessages(m.id).catch(() => undefined);
    if (m.link) router.push(m.link);
    else await list.refresh();
  };
  const readAll = async () => {
    await readMessages().catch(() => undefined);
    await list.refresh();
  };

  if (list.isLoading) return <ListSkeleton rows={5} height="h-16" />;
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.refresh} />;
  return (
    <>
      <div className="flex items-center justify-between px-4 py-2 text-xs text-gray-500">
        <span data-testid="messages-unread">{unread ? t("unread", { count: unread }) : ""}</span>
        <span className="flex gap-4">
          <Link href="/notices" className="text-accent">
            {t("subscriptions")}
          </Link>
          {unread ? (
            <button type="button" onClick={readAll} className="text-accent">
              {t("readAll")}
            </button>
          ) : null}
        </span>
      </div>
      {list.rows.length === 0 ? (
        <EmptyState icon="✉️" title={t("empty")} />
      ) : (
        <ul className="space-y-2 px-3 pb-3">
          {list.rows.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                data-testid="message-item"
                onClick={() => open(m)}
                className="flex w-full gap-3 rounded-lg bg-white p-3 text-left"
              >
                <span
                  aria-hidden
                  className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${m.read ? "bg-transparent" : "bg-price"}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate text-sm ${m.read ? "text-gray-700" : "font-medium text-gray-900"}`}>
                      {t(`${m.kind}.title`)}
                    </span>
                    <time dateTime={m.createdAt} className="shrink-0 text-[11px] text-gray-400">
                      {formatDateTime(m.createdAt, locale)}
                    </time>
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-xs text-gray-500">
                    {t(`${m.kind}.body`, values(m))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListLoader state={list.state} onLoadMore={list.loadMore} />
    </>
  );
}
