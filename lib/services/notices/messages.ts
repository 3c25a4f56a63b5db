// The shopper's message centre (docs/decisions/046-notices.md): the messages the notice sweep made,
// newest first, with the unread count; reading one or all. Every query names the caller. A message is
// keys and values: the screen draws messageCentre.<kind>.title / .body in the reader's locale, with the
// product's name in that locale put in here.
import type { z } from "zod";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { isMessageKind } from "@/lib/domain/notices";
import type { Locale } from "@/lib/i18n/routing";
import { skipTake, toPage } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { messagePageSchema } from "@/lib/validation/responses/notices";
import { localizeProducts } from "../catalogue/content-locale";

export type MessagePage = z.output<typeof messagePageSchema>;

/** Unread messages of the caller (the list's count; the 消息 badge reads it through the badges endpoint). */
export async function unreadMessages(userId: number): Promise<number> {
  return db.message.count({ where: { userId, readAt: null } });
}

export async function listMessages(userId: number, query: PageQuery, locale: Locale): Promise<MessagePage> {
  await dbReady();
  const [rows, total, unread] = await Promise.all([
    db.message.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, kind: true, params: true, productId: true, link: true, readAt: true, createdAt: true },
      ...skipTake(query),
    }),
    db.message.count({ where: { userId } }),
    unreadMessages(userId),
  ]);
  const productIds = [...new Set(rows.flatMap((r) => (r.productId === null ? [] : [r.productId])))];
  const products = await db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, name: true } });
  const names = new Map((await localizeProducts(products, locale)).map((p) => [p.id, p.name]));
  const out = rows.flatMap((r) => {
    if (!isMessageKind(r.kind)) return [];
    const params = JSON.parse(r.params) as Record<string, string | number>;
    if (r.productId !== null) params.product = names.get(r.productId) ?? "";
    return [
      {
        id: r.id,
        kind: r.kind,
        params,
        link: r.link,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
  return { ...toPage(out, total, query), unread };
}

/** Marks the caller's message read (another shopper's: 404), or with no id every unread one. */
export async function readMessages(userId: number, id: number | undefined): Promise<{ read: number }> {
  await dbReady();
  const now = new Date();
  if (id === undefined) {
    const { count } = await writeTransaction((tx) =>
      tx.message.updateMany({ where: { userId, readAt: null }, data: { readAt: now } }),
    );
    return { read: count };
  }
  const found = await db.message.findFirst({ where: { id, userId }, select: { readAt: true } });
  if (!found) throw new ApiError("NOT_FOUND", { key: "MESSAGE_NOT_FOUND" });
  if (found.readAt) return { read: 0 };
  const { count } = await writeTransaction((tx) =>
    tx.message.updateMany({ where: { id, userId, readAt: null }, data: { readAt: now } }),
  );
  return { read: count };
}
