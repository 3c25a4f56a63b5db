// Admitting a press of a flash sale's buy button (秒杀, docs/decisions/022-flash-sale.md) into the
// database, or refusing it without the database. The crowd that presses at the start second is what
// this is for: before the start (the server's clock), after the end, and past the last unit a press
// is refused from what this process already knows (flash-state.ts: the terms as last read, the
// sold-out mark), fast enough that the rest of the shop keeps answering; the presses that may still
// get a unit go into the database a few at a time per sale, before the caller's account is even read.
// The press itself is flash-buy.ts.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { databaseLimits } from "@/lib/env";
import { flashSalesById } from "../catalogue/flash-sales";
import {
  knownHolder,
  markedSoldOut,
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
import { forgettable } from "@/lib/process-caches";

export const notStarted = () => new ApiError("CONFLICT", { key: "FLASH_NOT_STARTED" });
export const ended = () => new ApiError("CONFLICT", { key: "FLASH_ENDED" });
export const soldOut = () => new ApiError("OUT_OF_STOCK", { key: "FLASH_SOLD_OUT" });

/** The refusal the terms alone decide at `now`, or null. */
export function refusalAt(terms: ScreenTerms, now: number): ApiError | null {
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
forgettable("flash-admit", () => {
  sharedAmongProcesses = false;
});

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
