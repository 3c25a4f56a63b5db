// A press of a flash sale's buy button (秒杀, docs/decisions/022-flash-sale.md), once admitted
// (flash-admit.ts): POST /api/v1/flash-buy/{id}. One write transaction places the order: the order
// and its line at the flash price (insert-order.ts, the one order builder), the shopper's attempt (a
// unique row per sale and shopper: two presses of one shopper are one attempt, the second answers the
// first's order), and last the unit itself, one conditional update of the sale's FlashStock row
// (held >= n, inside the window, not given back). The hot row is locked only from that update to the
// commit. A miss rolls the whole order back and marks the sale sold out.
// The order waits for payment the sale's own window (Discount.paymentWindowMinutes); closing it unpaid
// gives its units back to the sale (flash-units.ts), not to the SKU's stock, while the sale holds units.
import { db, dbReady, Prisma, sqlRead, sqlReader, sqlWrite } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { z } from "zod";
import type { FlashBuyInput } from "@/lib/validation/flash";
import type { flashBoughtSchema } from "@/lib/validation/responses/flash";
import { flashSalesById, type FlashTerms } from "../catalogue/flash-sales";
import {
  DELIVERY_SQL,
  deliveryChoice,
  deliveryParams,
  deliveryType,
  type Delivery,
  type DeliveryRow,
} from "./delivery";
import { ended, notStarted, refusalAt, soldOut } from "./flash-admit";
import { knownHolder, markSoldOut, markedSoldOut, noteSold, rememberTerms } from "./flash-state";
import { deliverableRule, freightRuleFor, type FreightRuleTerms } from "./freight";
import { insertOrder } from "./insert-order";
import { orderTotals } from "./totals";
import { forgettable } from "@/lib/process-caches";

export type FlashBought = z.output<typeof flashBoughtSchema>;

async function termsOrThrow(saleId: number): Promise<FlashTerms> {
  const terms = (await flashSalesById()).get(saleId);
  if (!terms) throw new ApiError("NOT_FOUND", { key: "SALE_NOT_FOUND" });
  rememberTerms(saleId, terms);
  return terms;
}

/** The shoppers holding an attempt at the sale (a mark lets their presses through to their order). */
async function holders(saleId: number): Promise<Set<number>> {
  const rows = await db.flashAttempt.findMany({ where: { discountId: saleId }, select: { userId: true } });
  return new Set(rows.map((r) => r.userId));
}

/** Why the unit could not be taken, from the sale's row as it is now; marks the sale when sold out. */
async function missed(saleId: number, quantity: number, now: Date): Promise<ApiError> {
  const stock = await db.flashStock.findUnique({
    where: { discountId: saleId },
    select: { held: true, startsAt: true, endsAt: true, releasedAt: true },
  });
  if (!stock || stock.releasedAt || stock.endsAt <= now) return ended();
  if (stock.startsAt > now) return notStarted();
  if (stock.held === 0) markSoldOut(saleId, await holders(saleId));
  return stock.held < quantity && stock.held > 0
    ? new ApiError("OUT_OF_STOCK", { key: "FLASH_FEWER_LEFT", values: { count: stock.held } })
    : soldOut();
}

/** The shopper's flash order at the sale (a press after the first one answers it). */
async function attemptOrder(saleId: number, userId: number): Promise<FlashBought | null> {
  const attempt = await db.flashAttempt.findUnique({
    where: { discountId_userId: { discountId: saleId, userId } },
    select: { order: { select: boughtSelect } },
  });
  return attempt ? { ...bought(attempt.order), repeated: true } : null;
}

const boughtSelect = {
  id: true,
  orderNo: true,
  status: true,
  itemsAmount: true,
  freightAmount: true,
  discountAmount: true,
  totalAmount: true,
  expiresAt: true,
} as const;

function bought(order: Prisma.OrderGetPayload<{ select: typeof boughtSelect }>): Omit<FlashBought, "repeated"> {
  return { ...order, expiresAt: order.expiresAt.toISOString() };
}

const FREIGHT_RULE_MS = 1000;
const freightRules = new Map<string, { rule: ReturnType<typeof freightRuleFor>; at: number }>();
forgettable("flash-freight-rules", () => freightRules.clear());

/** The freight rule of a sale's shop to a region, read at most once a second per process (every winner needs it). */
function saleFreightRule(shopId: number | null, region: string, now = Date.now()): ReturnType<typeof freightRuleFor> {
  const key = `${shopId ?? ""}:${region}`;
  const known = freightRules.get(key);
  if (known && now - known.at < FREIGHT_RULE_MS) return known.rule;
  const rule = freightRuleFor(sqlReader, [shopId], region);
  freightRules.set(key, { rule, at: now });
  // A failed read is not remembered.
  rule.catch(() => freightRules.delete(key));
  return rule;
}

/**
 * The order's delivery (delivery.ts): the pick-up point or address named, else the shopper's default
 * address — one prepared read before the transaction: the winners read it at the start second.
 */
async function delivery(userId: number, input: FlashBuyInput): Promise<{ to: Delivery; region: string | null }> {
  const [row] = await sqlRead<DeliveryRow>(DELIVERY_SQL, deliveryParams(userId, input, { orDefault: true }));
  const to = deliveryChoice(row, input);
  // Set one before the sale starts (the goods page says so): the press itself asks nothing.
  if (!to) throw new ApiError("CONFLICT", { key: "FLASH_ADDRESS_REQUIRED" });
  return { to, region: to.deliveryType === deliveryType.PICKUP ? null : (row?.addressRegion ?? "CN") };
}

/** The unique (sale, shopper) attempt already exists: another press of this shopper got there first. */
function attemptTaken(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  const target = JSON.stringify(error.meta ?? {});
  return !/orderNo/.test(target);
}

class UnitMissed extends Error {}

/** One press of the buy button by a logged-in shopper (the account was checked by the route). */
export async function buyFlashSale(
  userId: number,
  saleId: number,
  input: FlashBuyInput,
  at: Date = new Date(),
): Promise<FlashBought> {
  await dbReady();
  const terms = await termsOrThrow(saleId);
  const refused = refusalAt(terms, at.getTime());
  if (refused) throw refused;
  if (input.quantity > terms.perUserLimit)
    throw new ApiError("CONFLICT", { key: "SALE_LIMIT_REACHED", values: { limit: terms.perUserLimit } });
  if (!terms.buyable) throw new ApiError("CONFLICT", { key: "PRODUCT_OFF_SALE", values: { name: terms.name } });
  if (markedSoldOut(saleId, userId)) throw soldOut();
  if (knownHolder(saleId, userId)) {
    const earlier = await attemptOrder(saleId, userId);
    if (earlier) return earlier;
  }
  const { to, region } = await delivery(userId, input);
  // Refused before a unit is taken: a region without a freight rule is not deliverable.
  const rule = deliverableRule(await saleFreightRule(terms.shopId, region ?? "CN"), {
    pickup: region === null,
    region,
  });
  try {
    const placed = await placeFlashOrder(userId, terms, input.quantity, to, rule, at);
    if (!placed.repeated) noteSold(saleId, input.quantity, userId);
    return placed;
  } catch (error) {
    if (error instanceof UnitMissed) throw await missed(saleId, input.quantity, at);
    // Rolled back: another press of this shopper holds the attempt; answer its order.
    if (error instanceof AttemptTaken || attemptTaken(error)) {
      const first = await attemptOrder(saleId, userId);
      if (first) return first;
    }
    throw error;
  }
}

// The flash order on the SQL runner (lib/db sqlWrite, docs/decisions/021-write-path.md): the order
// and its line (insert-order.ts, the builder checkout uses: one statement on PostgreSQL), the attempt,
// and last the unit with the commit — so a winner's transaction is short at the start second.

// One attempt per sale and shopper: a second press of the same shopper inserts nothing.
const FLASH_ATTEMPT_SQL = `
  INSERT INTO "FlashAttempt" ("discountId", "userId", "orderId", "quantity", "createdAt")
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT ("discountId", "userId") DO NOTHING
  RETURNING "orderId"`;

// Last, with the commit: the sale's row stays locked only from here to the commit.
const FLASH_UNIT_SQL = `
  UPDATE "FlashStock" SET "held" = "held" - ?, "sold" = "sold" + ?
  WHERE "discountId" = ? AND "held" >= ? AND "releasedAt" IS NULL AND "startsAt" <= ? AND "endsAt" > ?`;

class AttemptTaken extends Error {}

/**
 * The order of a press: one line at the flash price (its sale the flash sale), the shop's freight
 * rule, the sale's own payment window. Not the checkout's unpaid caps: limits.ts says why.
 */
async function placeFlashOrder(
  userId: number,
  terms: FlashTerms,
  quantity: number,
  to: Delivery,
  rule: FreightRuleTerms | null,
  at: Date,
): Promise<FlashBought> {
  const lines = [
    {
      sku: {
        skuId: terms.skuId,
        productId: terms.productId,
        name: terms.name,
        skuName: terms.skuName,
        image: terms.image,
        price: terms.price,
        weight: terms.weight,
        sale: { id: terms.id },
      },
      quantity,
    },
  ];
  const totals = orderTotals(lines, { pickup: to.deliveryType === deliveryType.PICKUP, rule });
  return sqlWrite(
    async (q) => {
      const order = await insertOrder(q, {
        userId,
        lines,
        totals,
        pointsUsed: 0,
        delivery: to,
        remark: "",
        paymentWindowMinutes: terms.paymentWindowMinutes,
        flashSaleId: terms.id,
        now: at,
      });
      if (!(await q.get(FLASH_ATTEMPT_SQL, [terms.id, userId, order.id, quantity, at]))) throw new AttemptTaken();
      // The unit last, with the commit (lib/db SqlTx.commitWith): the sale's one row is locked only
      // inside the database, not until this busy process gets round to sending COMMIT.
      if ((await q.commitWith(FLASH_UNIT_SQL, [quantity, quantity, terms.id, quantity, at, at])) !== 1)
        throw new UnitMissed();
      return {
        id: order.id,
        orderNo: order.orderNo,
        status: order.status,
        itemsAmount: order.itemsAmount,
        freightAmount: order.freightAmount,
        discountAmount: order.discountAmount,
        totalAmount: order.totalAmount,
        expiresAt: order.expiresAt,
        repeated: false,
      };
    },
    { outcome: true },
  );
}
