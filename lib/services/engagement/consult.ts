// Consult (咨询): one question thread per shopper with the shop's service. Shoppers write through the
// API; operators answer in the back office's inbox (or with scripts/answer-consult.ts), audited. readAt is the unread mark: on service messages
// it is set when the shopper has seen them, on shopper messages when an operator has answered.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import { withAudit, type AuditActor } from "../audit/trail";
import type { z } from "zod";
import type { consultMessageSchema, consultPageSchema, consultReadSchema } from "@/lib/validation/responses/engagement";

export const consultSender = { SHOPPER: "shopper", SERVICE: "service" } as const;

/** At most this many shopper messages per minute, so a stuck key or a script cannot flood the operators. */
export const CONSULT_RATE_PER_MINUTE = 10;

export type ConsultMessageRow = z.output<typeof consultMessageSchema>;

const messageSelect = {
  id: true,
  sender: true,
  content: true,
  readAt: true,
  createdAt: true,
  productId: true,
} as const;

type MessageRow = {
  id: number;
  sender: string;
  content: string;
  readAt: Date | null;
  createdAt: Date;
  productId: number | null;
};
const productSelect = { id: true, name: true, image: true, price: true } as const;
type ProductCard = { id: number; name: string; image: string; price: number };

async function withProducts(rows: MessageRow[]): Promise<ConsultMessageRow[]> {
  const ids = [...new Set(rows.map((r) => r.productId).filter((id): id is number => id !== null))];
  const products = ids.length ? await db.product.findMany({ where: { id: { in: ids } }, select: productSelect }) : [];
  return withKnownProducts(rows, products);
}

/** The rows with the product cards already read (no query). */
function withKnownProducts(rows: MessageRow[], products: ProductCard[]): ConsultMessageRow[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map(({ productId, ...r }) => ({
    ...r,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    product: productId ? (byId.get(productId) ?? null) : null,
  }));
}

/** A page of the caller's thread, newest first (the screen shows it oldest at the top), and the unread count. */
export async function listConsultMessages(
  userId: number,
  query: PageQuery,
): Promise<z.output<typeof consultPageSchema>> {
  await dbReady();
  const [rows, total, unread] = await Promise.all([
    db.consultMessage.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: messageSelect,
      ...skipTake(query),
    }),
    db.consultMessage.count({ where: { userId } }),
    consultUnreadCount(userId),
  ]);
  return { ...toPage(await withProducts(rows), total, query), unread };
}

export async function consultUnreadCount(userId: number): Promise<number> {
  await dbReady();
  return db.consultMessage.count({ where: { userId, sender: consultSender.SERVICE, readAt: null } });
}

export async function sendConsultMessage(
  userId: number,
  input: { content: string; productId?: number },
  now: Date = new Date(),
): Promise<ConsultMessageRow> {
  await dbReady();
  const recent = await db.consultMessage.count({
    where: { userId, sender: consultSender.SHOPPER, createdAt: { gt: new Date(now.getTime() - 60_000) } },
  });
  if (recent >= CONSULT_RATE_PER_MINUTE) throw new ApiError("RATE_LIMITED");
  const product = input.productId
    ? await db.product.findUnique({ where: { id: input.productId }, select: productSelect })
    : null;
  if (input.productId && !product) throw new ApiError("NOT_FOUND", { key: "FAVORITE_PRODUCT_NOT_FOUND" });
  const created = await db.consultMessage.create({
    data: {
      userId,
      sender: consultSender.SHOPPER,
      content: input.content,
      productId: input.productId ?? null,
      createdAt: now,
    },
    select: messageSelect,
  });
  // Answered from what was written and read before it: no read after the write that could fail.
  return withKnownProducts([created], product ? [product] : [])[0];
}

/** The shopper has seen the service's answers. */
export async function markConsultRead(
  userId: number,
  now: Date = new Date(),
): Promise<z.output<typeof consultReadSchema>> {
  await dbReady();
  const { count } = await db.consultMessage.updateMany({
    where: { userId, sender: consultSender.SERVICE, readAt: null },
    data: { readAt: now },
  });
  return { marked: count };
}

// ---------- operators (scripts/answer-consult.ts) ----------

export type OpenThread = {
  userId: number;
  username: string | null;
  nickname: string;
  waiting: number;
  lastAt: string;
  lastContent: string;
};

/** Threads with shopper messages no operator has answered yet, oldest question first. */
export async function listOpenThreads(): Promise<OpenThread[]> {
  await dbReady();
  const waiting = await db.consultMessage.groupBy({
    by: ["userId"],
    where: { sender: consultSender.SHOPPER, readAt: null },
    _count: { _all: true },
    _min: { createdAt: true },
    orderBy: { _min: { createdAt: "asc" } },
  });
  const threads: OpenThread[] = [];
  for (const w of waiting) {
    const [user, last] = await Promise.all([
      db.user.findUnique({ where: { id: w.userId }, select: { username: true, nickname: true } }),
      db.consultMessage.findFirst({
        where: { userId: w.userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { content: true, createdAt: true },
      }),
    ]);
    threads.push({
      userId: w.userId,
      username: user?.username ?? null,
      nickname: user?.nickname ?? "",
      waiting: w._count._all,
      lastAt: (last?.createdAt ?? new Date(0)).toISOString(),
      lastContent: last?.content ?? "",
    });
  }
  return threads;
}

/** The last `limit` messages of a shopper's thread, oldest first. */
export async function readThread(userId: number, limit = 20): Promise<ConsultMessageRow[]> {
  await dbReady();
  const rows = await db.consultMessage.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: messageSelect,
  });
  return (await withProducts(rows)).reverse();
}

/** An operator's answer: posted as the service, and the shopper's waiting messages count as read. */
export async function answerConsult(
  userId: number,
  content: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<ConsultMessageRow> {
  await dbReady();
  const text = content.trim();
  if (!text) throw new ApiError("VALIDATION", { key: "CONSULT_EMPTY" });
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) throw new ApiError("NOT_FOUND");
  const created = await writeTransaction(async (tx) => {
    const answered = await tx.consultMessage.updateMany({
      where: { userId, sender: consultSender.SHOPPER, readAt: null },
      data: { readAt: now },
    });
    const message = await tx.consultMessage.create({
      data: { userId, sender: consultSender.SERVICE, content: text, createdAt: now },
      select: messageSelect,
    });
    await withAudit(tx, actor, {
      action: "consult.reply",
      entity: "shopper",
      entityId: userId,
      after: { messageId: message.id, answered: answered.count },
    });
    return message;
  });
  return (await withProducts([created]))[0];
}

export type AdminThread = {
  userId: number;
  username: string | null;
  nickname: string;
  waiting: number;
  lastAt: string;
  lastContent: string;
  lastSender: "shopper" | "service";
};

/**
 * The back office's inbox: threads with questions nobody answered yet (oldest question first), or
 * every thread (latest message first), a page at a time, each with its unanswered count and last message.
 */
export async function adminListThreads(filter: "waiting" | "all", page: PageQuery) {
  await dbReady();
  const where = filter === "waiting" ? { sender: consultSender.SHOPPER, readAt: null } : {};
  const [groups, counted] = await Promise.all([
    db.consultMessage.groupBy({
      by: ["userId"],
      where,
      _min: { createdAt: true },
      _max: { createdAt: true },
      orderBy: filter === "waiting" ? { _min: { createdAt: "asc" } } : { _max: { createdAt: "desc" } },
      ...skipTake(page),
    }),
    db.consultMessage.groupBy({ by: ["userId"], where }),
  ]);
  const ids = groups.map((g) => g.userId);
  const [users, waiting] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true, nickname: true } }),
    db.consultMessage.groupBy({
      by: ["userId"],
      where: { userId: { in: ids }, sender: consultSender.SHOPPER, readAt: null },
      _count: { _all: true },
    }),
  ]);
  const rows: AdminThread[] = [];
  for (const g of groups) {
    const last = await db.consultMessage.findFirst({
      where: { userId: g.userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { content: true, createdAt: true, sender: true },
    });
    const user = users.find((u) => u.id === g.userId);
    rows.push({
      userId: g.userId,
      username: user?.username ?? null,
      nickname: user?.nickname ?? "",
      waiting: waiting.find((w) => w.userId === g.userId)?._count._all ?? 0,
      lastAt: (last?.createdAt ?? new Date(0)).toISOString(),
      lastContent: last?.content ?? "",
      lastSender: last?.sender === consultSender.SERVICE ? "service" : "shopper",
    });
  }
  return toPage(rows, counted.length, page);
}

/** One shopper's thread for the inbox: the last 100 messages, oldest first, and who the shopper is. */
export async function adminReadThread(userId: number) {
  await dbReady();
  const shopper = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, phone: true, nickname: true },
  });
  if (!shopper) throw new ApiError("NOT_FOUND");
  const rows = (await readThread(userId, 100)).map((m) => ({
    ...m,
    sender: m.sender === consultSender.SERVICE ? ("service" as const) : ("shopper" as const),
  }));
  return { shopper, rows };
}
