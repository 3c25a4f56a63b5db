// The notice sweep (docs/decisions/046-notices.md): turns each outbox row (NoticeEvent) into the
// messages of its recipients, once. The rows are written by database triggers in the transaction of
// the change itself (a ledger row taking a SKU from nothing to sellable, a product's price falling, an
// order shipped, a refund paid, a group filled or failed, a consult reply) — so an event exists exactly
// when its change committed, whichever code path made it — and here for a sale's start, which no
// write marks (one row per sale and start: its unique key).
//
// Exactly once, across processes and restarts: a row is claimed (doneAt set by a conditional update)
// in the same transaction that writes its messages, so either both commit or neither; a second
// process claiming the same row changes nothing (PostgreSQL: it waits for the first's row lock, then
// finds doneAt set; SQLite: writers run one at a time). Message.dedupKey (event and shopper, unique)
// stands behind that. A process stopped between the change and the sweep leaves the row for the next.
import { db, dbReady, isUniqueViolation, leadership, writeTransaction, type Leadership, type Tx } from "@/lib/db";
import { seatStatus } from "@/lib/domain/group-status";
import { isMessageKind, type MessageKind } from "@/lib/domain/notices";
import { runningDiscount } from "../catalogue/pricing";
import { chargedPriceNow } from "./subscriptions";
import { deliverPushes, enqueuePushes } from "./push";

type Event = {
  id: number;
  kind: string;
  userId: number | null;
  productId: number | null;
  skuId: number | null;
  subjectId: number | null;
  createdAt: Date;
};

type Draft = {
  userId: number;
  kind: MessageKind;
  params: string;
  productId: number | null;
  link: string;
  dedupKey: string;
  eventId: number;
};

/** A sale that started this long ago or less, not yet announced, is announced (a sweep down for days). */
const SALE_LOOKBACK_MS = 7 * 24 * 3600_000;

/**
 * Adds an outbox row for each running sale whose product someone waits on, once per sale and start
 * (`sale:<id>:<start>`): whether it makes the product cheaper than a shopper's target is the fan-out's.
 */
export async function announceSaleStarts(now: Date = new Date()): Promise<number> {
  await dbReady();
  const sales = await db.discount.findMany({
    where: {
      AND: [
        await runningDiscount(now),
        { startsAt: { gt: new Date(now.getTime() - SALE_LOOKBACK_MS) } },
        { product: { notices: { some: { kind: "price_drop", cancelledAt: null } } } },
      ],
    },
    select: { id: true, productId: true, startsAt: true },
  });
  if (sales.length === 0) return 0;
  const keyOf = (s: (typeof sales)[number]) => `sale:${s.id}:${s.startsAt.getTime()}`;
  const known = new Set(
    (await db.noticeEvent.findMany({ where: { key: { in: sales.map(keyOf) } }, select: { key: true } })).map(
      (e) => e.key,
    ),
  );
  let added = 0;
  for (const sale of sales) {
    if (known.has(keyOf(sale))) continue;
    try {
      await writeTransaction((tx) =>
        tx.noticeEvent.create({
          data: { kind: "price_drop", key: keyOf(sale), productId: sale.productId, subjectId: sale.id, createdAt: now },
        }),
      );
      added += 1;
    } catch (error) {
      // Another process announced it first: the row exists, which is what was wanted.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return added;
}

/** Standing at the event: made before it, and not cancelled before it. */
function standingAt(at: Date) {
  return { createdAt: { lte: at }, OR: [{ cancelledAt: null }, { cancelledAt: { gt: at } }] };
}

/** The messages an event makes; `price`: a price_drop's product price charged now. */
async function draftsFor(tx: Tx, event: Event, price: number | null): Promise<Omit<Draft, "dedupKey" | "eventId">[]> {
  const kind = event.kind;
  if (!isMessageKind(kind)) return [];
  const goods = event.productId === null ? "" : `/goods/${event.productId}`;
  switch (kind) {
    case "back_in_stock": {
      if (event.skuId === null) return [];
      const subs = await tx.noticeSubscription.findMany({
        where: { skuId: event.skuId, kind, ...standingAt(event.createdAt) },
        select: { userId: true },
      });
      return subs.map((s) => ({ userId: s.userId, kind, params: "{}", productId: event.productId, link: goods }));
    }
    case "price_drop": {
      if (event.productId === null || price === null) return [];
      // Only those whose target the price is under now: a rise back before the sweep tells nobody.
      const subs = await tx.noticeSubscription.findMany({
        where: { productId: event.productId, kind, targetPrice: { gt: price }, ...standingAt(event.createdAt) },
        select: { userId: true },
      });
      const params = JSON.stringify({ price });
      return subs.map((s) => ({ userId: s.userId, kind, params, productId: event.productId, link: goods }));
    }
    case "order_shipped": {
      if (event.userId === null || event.subjectId === null) return [];
      const order = await tx.order.findUnique({ where: { id: event.subjectId }, select: { orderNo: true } });
      if (!order) return [];
      const params = JSON.stringify({ orderNo: order.orderNo });
      return [{ userId: event.userId, kind, params, productId: null, link: `/orders/${event.subjectId}` }];
    }
    case "refund_paid": {
      if (event.userId === null || event.subjectId === null) return [];
      const request = await tx.afterSale.findUnique({
        where: { id: event.subjectId },
        select: { amount: true, order: { select: { orderNo: true } } },
      });
      if (!request) return [];
      const params = JSON.stringify({ amount: request.amount, orderNo: request.order.orderNo });
      return [{ userId: event.userId, kind, params, productId: null, link: `/after-sales/${event.subjectId}` }];
    }
    case "group_full":
    case "group_failed": {
      if (event.subjectId === null) return [];
      const seats = await tx.groupSeat.findMany({
        where: { groupId: event.subjectId, status: { in: [seatStatus.PAID, seatStatus.REFUNDED] } },
        select: { userId: true },
      });
      const link = `/group/${event.subjectId}`;
      return seats.map((s) => ({ userId: s.userId, kind, params: "{}", productId: event.productId, link }));
    }
    case "consult_reply":
      if (event.userId === null) return [];
      return [{ userId: event.userId, kind, params: "{}", productId: event.productId, link: "/consult" }];
  }
}

/** Turns one outbox row into its messages, if no one did; the number of messages made. */
async function deliverEvent(event: Event, now: Date): Promise<number> {
  // A price drop compares the price charged now (the catalogue's reads, before the transaction).
  let price: number | null = null;
  if (event.kind === "price_drop" && event.productId !== null) {
    const product = await db.product.findUnique({ where: { id: event.productId }, select: { price: true } });
    if (product) price = await chargedPriceNow(event.productId, product.price, now);
  }
  return writeTransaction(async (tx) => {
    const claimed = await tx.noticeEvent.updateMany({ where: { id: event.id, doneAt: null }, data: { doneAt: now } });
    if (claimed.count !== 1) return 0;
    const drafts = await draftsFor(tx, event, price);
    const seen = new Set<number>();
    const data: Draft[] = [];
    for (const d of drafts) {
      if (seen.has(d.userId)) continue; // two standing notices of one shopper: one message
      seen.add(d.userId);
      data.push({ ...d, dedupKey: `${event.id}:${d.userId}`, eventId: event.id });
    }
    if (data.length) {
      await tx.message.createMany({ data: data.map((d) => ({ ...d, createdAt: now })) });
      // Their SMS and subscribe messages, with them (push.ts): sent by deliverPushes.
      await enqueuePushes(tx, event.id, now);
    }
    return data.length;
  });
}

/** One run: announces sales that started, then delivers the outbox, oldest first. */
export async function deliverNotices(
  now: Date = new Date(),
  { limit = 200 }: { limit?: number } = {},
): Promise<number> {
  await dbReady();
  await announceSaleStarts(now);
  const events = await db.noticeEvent.findMany({
    where: { doneAt: null },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, kind: true, userId: true, productId: true, skuId: true, subjectId: true, createdAt: true },
  });
  let made = 0;
  for (const event of events) made += await deliverEvent(event, now);
  return made;
}

export const NOTICE_SWEEP_LEASE = "notice-sweep";
/** How often the outbox is delivered. */
export const NOTICE_SWEEP_MS = 2_000;

const globalForSweep = globalThis as unknown as {
  mallNoticeSweep?: { timer: ReturnType<typeof setInterval>; leader: Leadership };
};

/**
 * Starts the periodic notice sweep (the outbox, then the pushes due) in this server process (once); instrumentation-node.ts calls it.
 * One process of several runs it (leadership), for economy: correctness does not depend on it.
 */
export function startNoticeSweep(): Leadership {
  if (globalForSweep.mallNoticeSweep) return globalForSweep.mallNoticeSweep.leader;
  let running = false;
  const sweep = () => {
    if (running || !leader.held()) return;
    running = true;
    deliverNotices()
      .then(() => deliverPushes())
      .catch((error) => console.error("[notices] sweep failed", error))
      .finally(() => {
        running = false;
      });
  };
  const leader = leadership(NOTICE_SWEEP_LEASE, { onAcquired: sweep });
  const timer = setInterval(sweep, NOTICE_SWEEP_MS);
  timer.unref();
  globalForSweep.mallNoticeSweep = { timer, leader };
  return leader;
}
