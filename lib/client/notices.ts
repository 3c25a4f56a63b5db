// The message centre (消息) and the shopper's notices (到货通知 / 降价通知), off the page-weight
// budget (SWR paged lists). docs/decisions/046-notices.md
"use client";

import { api } from "./api";
import { noticesCancel, noticesList, noticesMessages, noticesRead } from "./routes/notices.generated";
import { markBadgesStale } from "./badges-signal";
import { usePagedList, type RowOf } from "./use-paged-list";

export type MessageRow = RowOf<typeof noticesMessages>;
export type NoticeRow = RowOf<typeof noticesList>;

/** The caller's messages, newest first; the first page carries the unread count. Fresh on every visit. */
export const useMessages = () => usePagedList(noticesMessages, { fresh: true });

/** The caller's standing notices, newest first. */
export const useNotices = () => usePagedList(noticesList, { fresh: true });

/** Marks one message read, or all of them; the 消息 badge recounts. */
export async function readMessages(id?: number): Promise<void> {
  await api(noticesRead, id === undefined ? {} : { id }, { silent: true });
  markBadgesStale();
}

export const cancelNotice = (id: number) => api(noticesCancel, { id });
