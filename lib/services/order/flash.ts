// Buying at a flash sale (秒杀, docs/decisions/022-flash-sale.md): a press of the buy button is
// POST /api/v1/flash-buy/{id}. The crowd that presses at the start second is what this path is for:
// - before the start (the server's clock), after the end, and past the last unit a press is refused
//   without the database (flash-state.ts: the terms as last read, the sold-out mark), fast enough that
//   the rest of the shop keeps answering;
// - the presses that may still get a unit go into the database a few at a time per sale
//   (admitFlashPress, before the caller's account is even read);
// - one write transaction places the order: the order and its line at the flash price, the shopper's
//   attempt (a unique row per sale and shopper: two presses of one shopper are one attempt, the second
//   answers the first's order), and last the unit itself, one conditional update of the sale's
//   FlashStock row (held >= n, inside the window, not given back). The hot row is locked only from
//   that update to the commit. A miss rolls the whole order back and marks the sale sold out.
// The order waits for payment the sale's own window (Discount.paymentWindowMinutes); closing it unpaid
// gives its units back to the sale (flash-units.ts), not to the SKU's stock, while the sale holds units.
import { db, dbReady, Prisma, sqlRead, sqlWrite } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { databaseLimits } from "@/lib/env";
import type { z } from "zod";
import type { FlashBuyInput } from "@/lib/validation/flash";
import type { flashBoughtSchema } from "@/lib/validation/responses/flash";
import { findAddressOrThrow, findPickupPointOrThrow } from "../account/address";
import { flashSalesById, type FlashTerms } from "../catalogue/flash-sales";
import {
  knownHolder,
  markSoldOut,
  markedSoldOut,
  noteSold,
  oneAtATime,
  primeSupply,
  recentTerms,
  releasePlace,
  rememberTerms,
  shareAmong,
  takePlace,
  takePlaceNow,
  type ScreenTerms,
} from "./flash-state";
import { freightForOrder, freightRuleFor } from "./freight";
import { newOrderNo } from "./number";
import { addressDelivery, deliveryType, pickupDelivery } from "./order";
import { orderStatus } from "@/lib/domain/order-status";

export type FlashBought = z.output<typeof flashBoughtSchema>;

const notStarted = () => new ApiError("CONFLICT", { key: "FLASH_NOT_STARTED" });
const ended = () => new ApiError("CONFLICT", { key: "FLASH_ENDED" });
const soldOut = () => new ApiError("OUT_OF_STOCK", { key: "FLASH_SOLD_OUT" });

/** The refusal the terms alone decide at `now`, or null. */
function refusalAt(terms: ScreenTerms, now: number): ApiError | null {
  if (!terms.active || now >= terms.endsAt) return ended();
  if (now < terms.startsAt) return notStarted();
  return null;
}

/**
 * A press refused from what this process already knows, or null: before the start, after the end, or
 * sold out (and the shopper holds no attempt). No database, no account lookup: the answers reveal
 * nothing a visitor cannot see on the goods page and change nothing, so it runs before the caller's
 * account is read (admitFlashPress). Null does not mean the press succeeds: the long way decides.
 */
export function screenFlashPress(saleId: number, userId: number, now = Date.now()): ApiError | null {
  const terms = recentTerms(saleId, now);
  if (!terms) return null;
  return refusalAt(terms, now) ?? (markedSoldOut(saleId, userId, now) ? soldOut() : null);
}

let sharedAmongProcesses = false;

/** Whether the server entry's lane before Next already admitted this request (lib/flash-lane.ts). */
export type AdmitOptions = { admitted?: boolean; units?: number };

/**
 * Admits a press into the database (the rest of the request, `next`: the caller's account, the
 * idempotency record, buyFlashSale): refused at once when screenFlashPress says so, or when every
 * unit left is already being tried for by presses of this process (flash-state.ts takePlace) — so the
 * crowd past the last unit is answered while the winners' transactions still run. The route runs it
 * before reading the caller's account (lib/api/handler.ts `admit`); the server entry's lane before Next
 * (lib/flash-lane.ts), which then marks the request admitted.
 */
export function admitFlashPress<T>(
  saleId: number,
  userId: number,
  next: () => Promise<T>,
  { admitted = false, units = 1 }: AdmitOptions = {},
): Promise<T> {
  if (admitted) return next();
  sharedAmongProcesses ||= (shareAmong(databaseLimits().processes), true);
  // Everything below runs in this tick when the terms and the units left are known: the crowd's
  // refusals cost no I/O round trip (lib/flash-lane.ts answers them before the next request).
  if (!recentTerms(saleId)) return readTermsThenAdmit(saleId, userId, next, units);
  const readLeft = () => unitsLeft(saleId);
  primeSupply(saleId, readLeft);
  return oneAtATime(saleId, userId, () => {
    const refused = screenFlashPress(saleId, userId);
    if (refused) throw refused;
    // A shopper known to hold an attempt goes on to be answered their order, never "sold out".
    if (knownHolder(saleId, userId)) return next();
    const place = takePlaceNow(saleId, units, readLeft);
    if (place === false) throw soldOut();
    const run = async () => {
      try {
        return await next();
      } finally {
        releasePlace(saleId, units);
      }
    };
    if (place) return run();
    return takePlace(saleId, units, readLeft).then((taken) => {
      if (!taken) throw soldOut();
      return run();
    });
  });
}

async function readTermsThenAdmit<T>(saleId: number, userId: number, next: () => Promise<T>, units: number) {
  const terms = (await flashSalesById()).get(saleId);
  // Not a flash sale: the long way answers it (404).
  if (!terms) return next();
  rememberTerms(saleId, terms);
  return admitFlashPress(saleId, userId, next, { units });
}

/** Units the sale holds now (0 once given back). */
async function unitsLeft(saleId: number): Promise<number> {
  await dbReady();
  const stock = await db.flashStock.findUnique({
    where: { discountId: saleId },
    select: { held: true, releasedAt: true },
  });
  return stock && !stock.releasedAt ? stock.held : 0;
}

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

/**
 * The shopper's default address (account/address.ts defaultAddress) as one prepared read of the SQL
 * runner: the winners read it at the start second, when Prisma's per-query cost is what they wait for.
 */
async function defaultAddressNow(userId: number) {
  const [row] = await sqlRead<{
    id: number;
    name: string;
    phone: string;
    province: string;
    city: string;
    district: string;
    detail: string;
  }>(
    `SELECT "id", "name", "phone", "province", "city", "district", "detail" FROM "Address"
     WHERE "userId" = ? AND "deletedAt" IS NULL AND "isDefault" = TRUE LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

const FREIGHT_RULE_MS = 1000;
const freightRules = new Map<number | null, { rule: ReturnType<typeof freightRuleFor>; at: number }>();

/** The freight rule of a sale's shop, read at most once a second per process (every winner needs it). */
function saleFreightRule(shopId: number | null, now = Date.now()): ReturnType<typeof freightRuleFor> {
  const known = freightRules.get(shopId);
  if (known && now - known.at < FREIGHT_RULE_MS) return known.rule;
  const rule = freightRuleFor(db, [shopId]);
  freightRules.set(shopId, { rule, at: now });
  // A failed read is not remembered.
  rule.catch(() => freightRules.delete(shopId));
  return rule;
}

/** The order's delivery: the pick-up point or address named, else the shopper's default address. */
async function delivery(userId: number, input: FlashBuyInput) {
  if (input.pickupPointId !== undefined) return pickupDelivery(await findPickupPointOrThrow(db, input.pickupPointId));
  const address =
    input.addressId === undefined
      ? await defaultAddressNow(userId)
      : await findAddressOrThrow(db, userId, input.addressId);
  // Set one before the sale starts (the goods page says so): the press itself asks nothing.
  if (!address) throw new ApiError("CONFLICT", { key: "FLASH_ADDRESS_REQUIRED" });
  return addressDelivery(address);
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
  const [to, rule] = await Promise.all([delivery(userId, input), saleFreightRule(terms.shopId)]);
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

// The flash order on the SQL runner (lib/db sqlWrite, docs/decisions/021-write-path.md): four
// statements instead of Prisma's six or seven, so a winner's transaction is short at the start second.
const FLASH_ORDER_SQL = `
  INSERT INTO "Order" ("orderNo", "userId", "status", "itemsAmount", "freightAmount", "discountAmount",
    "pointsAmount", "totalAmount", "pointsUsed", "deliveryType", "addressId", "pickupPointId", "receiverName",
    "receiverPhone", "receiverAddress", "remark", "expiresAt", "createdAt", "updatedAt", "flashSaleId")
  VALUES (?, ?, ?, ?, ?, 0, 0, ?, 0, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)
  RETURNING "id"`;

const FLASH_ITEM_SQL = `
  INSERT INTO "OrderItem" ("orderId", "productId", "skuId", "name", "skuName", "image", "price", "quantity",
    "weight", "discountId")
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

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

async function placeFlashOrder(
  userId: number,
  terms: FlashTerms,
  quantity: number,
  to: Awaited<ReturnType<typeof delivery>>,
  rule: Awaited<ReturnType<typeof freightRuleFor>>,
  at: Date,
): Promise<FlashBought> {
  const itemsAmount = terms.price * quantity;
  const freightAmount =
    to.deliveryType === deliveryType.PICKUP ? 0 : freightForOrder(terms.weight * quantity, itemsAmount, rule);
  const totalAmount = itemsAmount + freightAmount;
  const expiresAt = new Date(at.getTime() + terms.paymentWindowMinutes * 60_000);
  const status = orderStatus.WAITING_FOR_PAYMENT;
  return sqlWrite(
    async (q) => {
      const orderNo = newOrderNo(at);
      const order = await q.get<{ id: number }>(FLASH_ORDER_SQL, [
        orderNo,
        userId,
        status,
        itemsAmount,
        freightAmount,
        totalAmount,
        to.deliveryType,
        to.addressId,
        to.pickupPointId,
        to.receiverName,
        to.receiverPhone,
        to.receiverAddress,
        expiresAt,
        at,
        at,
        terms.id,
      ]);
      const id = order!.id;
      await q.run(FLASH_ITEM_SQL, [
        id,
        terms.productId,
        terms.skuId,
        terms.name,
        terms.skuName,
        terms.image,
        terms.price,
        quantity,
        terms.weight,
        terms.id,
      ]);
      if (!(await q.get(FLASH_ATTEMPT_SQL, [terms.id, userId, id, quantity, at]))) throw new AttemptTaken();
      // The unit last, with the commit (lib/db SqlTx.commitWith): the sale's one row is locked only
      // inside the database, not until this busy process gets round to sending COMMIT.
      if ((await q.commitWith(FLASH_UNIT_SQL, [quantity, quantity, terms.id, quantity, at, at])) !== 1)
        throw new UnitMissed();
      return {
        id,
        orderNo,
        status,
        itemsAmount,
        freightAmount,
        discountAmount: 0,
        totalAmount,
        expiresAt: expiresAt.toISOString(),
        repeated: false,
      };
    },
    { outcome: true },
  );
}
