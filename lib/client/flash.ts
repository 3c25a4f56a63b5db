// Flash sales on the shopper's screens (docs/decisions/022-flash-sale.md): the sales on now or soon
// with their live counters, the server's clock, and the buy button's press. Loaded only where a flash
// sale shows (the goods page's panel and the home's strip import it on demand).
//
// The server's clock, not the phone's: every answer of flash-sales carries `serverTime`. The offset is
// worked out from the first answer (the server's time against the middle of the request's round
// trip) and kept for the page's life, improved only by a later answer with a shorter round trip.
// Countdowns and the moment the buy button turns on use serverNow().
"use client";

import { useEffect, useState } from "react";
import { api, type Result } from "./api";
import { addressList } from "./routes/address.generated";
import { flashBuy, flashList } from "./routes/flash.generated";
import { ApiClientError } from "./fetcher";

export type FlashSale = Result<typeof flashList>["rows"][number];
export type FlashBought = Result<typeof flashBuy>;

/** How often a screen showing a sale reads its counters again (faster in the last minute before the start). */
const POLL_MS = 5_000;
const POLL_NEAR_START_MS = 1_000;

let clock: { offset: number; rtt: number } | null = null;

/** Now by the server's clock (the phone's until the first answer). */
export function serverNow(): number {
  return Date.now() + (clock?.offset ?? 0);
}

function learnClock(serverTime: number, sent: number, received: number): void {
  const rtt = received - sent;
  if (clock && clock.rtt <= rtt) return;
  clock = { offset: serverTime - (sent + received) / 2, rtt };
}

async function readSales(productId?: number): Promise<FlashSale[]> {
  const sent = Date.now();
  const answer = await api(flashList, productId === undefined ? {} : { productId }, { silent: true });
  learnClock(answer.serverTime, sent, Date.now());
  return answer.rows;
}

/**
 * The flash sales showing now (of one product, or all), starting from what the server rendered and
 * read again every few seconds while the page is visible; `refresh` reads at once (after a press).
 */
export function useFlashSales(initial: FlashSale[], productId?: number) {
  const [sales, setSales] = useState(initial);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (rows: FlashSale[]) => {
      const soonest = Math.min(...rows.map((s) => Date.parse(s.startsAt) - serverNow()).filter((ms) => ms > 0));
      timer = setTimeout(tick, soonest < 60_000 ? POLL_NEAR_START_MS : POLL_MS);
    };
    const tick = () => {
      if (document.visibilityState !== "visible") return schedule(sales);
      readSales(productId).then(
        (rows) => {
          if (!active) return;
          setSales(rows);
          schedule(rows);
        },
        () => active && schedule(sales),
      );
    };
    tick();
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // `sales` is what was shown when the loop started; the loop keeps itself current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, version]);
  return { sales, refresh: () => setVersion((v) => v + 1) };
}

/** Ticks every second by the server's clock (null before the first tick: the server's render has no clock). */
export function useServerNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return now;
}

export type FlashPhase = "upcoming" | "running" | "soldOut" | "ended";

/** Where the sale stands at `now` (server clock): the server's status, moved on by time (null: as the server said). */
export function flashPhase(sale: FlashSale, now: number | null): FlashPhase {
  if (now === null) return sale.status;
  if (now >= Date.parse(sale.endsAt)) return "ended";
  if (now < Date.parse(sale.startsAt)) return "upcoming";
  return sale.remaining <= 0 || sale.status === "soldOut" ? "soldOut" : "running";
}

export type PressOutcome =
  { kind: "bought"; order: FlashBought } | { kind: "soldOut" } | { kind: "refused"; error: ApiClientError };

/** One press of the buy button (a fresh Idempotency-Key; repeated after a network failure or a 503). */
export async function pressFlashBuy(saleId: number, quantity = 1): Promise<PressOutcome> {
  try {
    return { kind: "bought", order: await api(flashBuy, { id: String(saleId), quantity }) };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    // The fetcher showed the message (in the shopper's language) as a toast already.
    if (error.code === "OUT_OF_STOCK") return { kind: "soldOut" };
    return { kind: "refused", error };
  }
}

/** Whether the logged-in shopper has a default address, where a press sends the order (null: could not tell). */
export async function hasDefaultAddress(): Promise<boolean | null> {
  try {
    const { rows } = await api(addressList, {}, { silent: true, noLoginRedirect: true });
    return rows.some((a) => a.isDefault);
  } catch {
    return null;
  }
}
