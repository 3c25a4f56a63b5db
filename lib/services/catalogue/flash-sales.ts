// Flash sales (秒杀) as the shop shows and sells them (docs/decisions/022-flash-sale.md): the terms
// (one SKU at a flash price, start, end, quantity, per-shopper limit, payment window) are catalogue
// data, cached while the catalogue is unchanged (a save of the sale bumps the catalogue version); the
// live counters (units sold, units left) are not, since a unit sold must not empty the caches: they
// are read from FlashStock, at most every LIVE_MS per sale and process, one query for all the sales a
// request names.
import { db, dbReady } from "@/lib/db";
import type { Locale } from "@/lib/i18n/routing";
import { cachedRead, localizedRead } from "./cache";
import { localizeContent, localizeProducts } from "./content-locale";
import { forgettable } from "@/lib/process-caches";

/** How long before its start a flash sale shows on the home and the goods page. */
export const FLASH_PREVIEW_MS = 24 * 3600_000;
/** How long after its end a press still gets "ended" rather than "no such sale". */
const ENDED_KNOWN_MS = 24 * 3600_000;
/** How stale the units sold and left may be on the home and goods page. */
export const LIVE_MS = 500;

/** What the buy path needs of a flash sale, in zh-Hans (the order's own copy of its texts). */
export type FlashTerms = {
  id: number;
  productId: number;
  skuId: number;
  /** The flash price of the SKU, in cents. */
  price: number;
  regularPrice: number;
  startsAt: number;
  endsAt: number;
  active: boolean;
  quantity: number;
  perUserLimit: number;
  paymentWindowMinutes: number;
  name: string;
  skuName: string;
  image: string;
  weight: number;
  /** The product's shop (its freight rule), null for the mall's own goods. */
  shopId: number | null;
  /** The product is on sale and the SKU not removed. */
  buyable: boolean;
};

const termsSelect = {
  id: true,
  title: true,
  productId: true,
  startsAt: true,
  endsAt: true,
  active: true,
  quantityLimit: true,
  perUserLimit: true,
  paymentWindowMinutes: true,
  skus: {
    take: 1,
    select: {
      price: true,
      sku: {
        select: {
          id: true,
          name: true,
          price: true,
          image: true,
          weight: true,
          hidden: true,
          product: { select: { name: true, image: true, isOnSale: true, shopId: true } },
        },
      },
    },
  },
} as const;

type TermsRow = {
  id: number;
  title: string;
  productId: number;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  quantityLimit: number | null;
  perUserLimit: number | null;
  paymentWindowMinutes: number | null;
  skus: {
    price: number | null;
    sku: {
      id: number;
      name: string;
      price: number;
      image: string | null;
      weight: number;
      hidden: boolean;
      product: { name: string; image: string; isOnSale: boolean; shopId: number | null };
    };
  }[];
};

function termsOf(row: TermsRow): FlashTerms | null {
  const line = row.skus[0];
  // A flash sale is saved with exactly one SKU at a price and a quantity (sale-admin.ts).
  if (!line || line.price === null || row.quantityLimit === null) return null;
  const { sku } = line;
  return {
    id: row.id,
    productId: row.productId,
    skuId: sku.id,
    price: Math.min(line.price, sku.price),
    regularPrice: sku.price,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
    active: row.active,
    quantity: row.quantityLimit,
    perUserLimit: row.perUserLimit ?? 1,
    paymentWindowMinutes: row.paymentWindowMinutes ?? 5,
    name: sku.product.name,
    skuName: sku.name,
    image: sku.image ?? sku.product.image,
    weight: sku.weight,
    shopId: sku.product.shopId,
    buyable: sku.product.isOnSale && !sku.hidden,
  };
}

/**
 * Every flash sale a press may name now — running, upcoming, stopped, or ended within the last day —
 * by id. One cache entry for all of them: an id that is not a flash sale costs no entry of its own.
 */
export const flashSalesById = cachedRead("flash-terms", async (): Promise<Map<number, FlashTerms>> => {
  await dbReady();
  const rows = await db.discount.findMany({
    where: { flash: true, endsAt: { gt: new Date(Date.now() - ENDED_KNOWN_MS) } },
    select: termsSelect,
  });
  return new Map(rows.flatMap((row) => termsOf(row) ?? []).map((t) => [t.id, t]));
});

/** A flash sale as the home and the goods page show it (texts in the caller's locale). */
export type FlashSaleCard = {
  id: number;
  productId: number;
  skuId: number;
  title: string;
  name: string;
  skuName: string;
  image: string;
  price: number;
  regularPrice: number;
  startsAt: string;
  endsAt: string;
  quantity: number;
  perUserLimit: number;
  paymentWindowMinutes: number;
};

/** Flash sales showing now (on, not ended, starting within FLASH_PREVIEW_MS), soonest first. */
const showingFlashSales = localizedRead(
  "flash-cards",
  async (_: void, locale: Locale): Promise<FlashSaleCard[]> => {
    await dbReady();
    const now = Date.now();
    const rows = await db.discount.findMany({
      where: {
        flash: true,
        active: true,
        endsAt: { gt: new Date(now) },
        startsAt: { lte: new Date(now + FLASH_PREVIEW_MS) },
      },
      orderBy: [{ startsAt: "asc" }, { sort: "asc" }, { id: "asc" }],
      take: 20,
      select: termsSelect,
    });
    const cards = rows.flatMap((row) => {
      const terms = termsOf(row);
      if (!terms || !terms.buyable) return [];
      return [
        {
          id: terms.id,
          productId: terms.productId,
          skuId: terms.skuId,
          title: row.title,
          name: terms.name,
          skuName: terms.skuName,
          image: terms.image,
          price: terms.price,
          regularPrice: terms.regularPrice,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          quantity: terms.quantity,
          perUserLimit: terms.perUserLimit,
          paymentWindowMinutes: terms.paymentWindowMinutes,
        },
      ];
    });
    const [titled, named, skus] = await Promise.all([
      localizeContent("discount", cards, locale, ["title"]),
      localizeProducts(
        cards.map((c) => ({ id: c.productId, name: c.name })),
        locale,
      ),
      localizeContent(
        "sku",
        cards.map((c) => ({ id: c.skuId, name: c.skuName })),
        locale,
        ["name"],
      ),
    ]);
    return titled.map((c, i) => ({ ...c, name: named[i].name, skuName: skus[i].name }));
  },
  () => "all",
);

/** Units sold and left of a sale now (left 0 once the sale gave its units back). */
export type FlashLive = { sold: number; remaining: number };

type LiveEntry = { at: number; value: FlashLive };
const live: Map<number, LiveEntry> = ((
  globalThis as unknown as { mallFlashLive?: Map<number, LiveEntry> }
).mallFlashLive ??= new Map());
let liveLoad: Promise<void> | null = null;

forgettable("flash-live", () => {
  live.clear();
  liveLoad = null;
});

/** The live counters of `ids`, read again when older than LIVE_MS (one query, shared by concurrent callers). */
export async function flashLive(ids: readonly number[]): Promise<Map<number, FlashLive>> {
  const stale = () => ids.filter((id) => (live.get(id)?.at ?? 0) < Date.now() - LIVE_MS);
  if (stale().length) {
    // One read at a time per process; whoever still finds stale entries after it reads again.
    while (liveLoad) await liveLoad;
    const wanted = stale();
    if (wanted.length) {
      liveLoad = (async () => {
        await dbReady();
        const rows = await db.flashStock.findMany({
          where: { discountId: { in: wanted } },
          select: { discountId: true, held: true, sold: true, releasedAt: true },
        });
        const at = Date.now();
        const found = new Map(rows.map((r) => [r.discountId, r]));
        for (const id of wanted) {
          const row = found.get(id);
          live.set(id, {
            at,
            value: { sold: row?.sold ?? 0, remaining: row && !row.releasedAt ? row.held : 0 },
          });
        }
      })().finally(() => (liveLoad = null));
      await liveLoad;
    }
  }
  return new Map(ids.map((id) => [id, live.get(id)?.value ?? { sold: 0, remaining: 0 }]));
}

/** Forget what is known of a sale's counters (units were taken or given back in this process). */
export function forgetFlashLive(id: number): void {
  live.delete(id);
}

export type FlashSaleNow = FlashSaleCard & FlashLive & { status: "upcoming" | "running" | "soldOut" };

/** The flash sales showing now, of one product or all, with their live counters and status at `now`. */
export async function listFlashSalesIn(
  filter: { productId?: number },
  locale: Locale,
): Promise<{ serverTime: number; rows: FlashSaleNow[] }> {
  const cards = (await showingFlashSales(undefined, locale)).filter(
    (c) => filter.productId === undefined || c.productId === filter.productId,
  );
  const counters = await flashLive(cards.map((c) => c.id));
  // Taken after the counters: the client's clock offset is worked out from this figure.
  const serverTime = Date.now();
  const rows = cards.flatMap((c): FlashSaleNow[] => {
    const { sold, remaining } = counters.get(c.id)!;
    const ends = Date.parse(c.endsAt);
    if (ends <= serverTime) return [];
    const status = Date.parse(c.startsAt) > serverTime ? "upcoming" : remaining <= 0 ? "soldOut" : ("running" as const);
    return [{ ...c, sold, remaining, status }];
  });
  return { serverTime, rows };
}
