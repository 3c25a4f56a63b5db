// A flash sale's units outside the buy path (docs/decisions/022-flash-sale.md): a closing flash order
// gives them back to the sale, and a sale that ended or was stopped gives the units it still holds
// back to its SKU's stock, once. Every move is a conditional update of the sale's FlashStock row, so a
// press, a close and the sweep racing on several processes cannot count a unit twice.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { returnStock } from "../catalogue/stock-ledger";
import { forgetFlashLive } from "../catalogue/flash-sales";
import { clearSoldOut } from "./flash-state";

/**
 * Inside the transaction that closes flash order `order`: the shopper's attempt goes (they may try
 * again while units are left); unpaid (cancelled, expired), its units go back to the sale while the
 * sale still holds units, else to the SKU's stock — true when they went to the sale (the caller then
 * leaves the SKU's stock alone); refunded, the after-sales requests gave them to the stock already.
 */
export async function returnFlashUnits(
  tx: Tx,
  order: { id: number; flashSaleId: number; items: readonly { discountId: number | null; quantity: number }[] },
  { refunded = false }: { refunded?: boolean } = {},
): Promise<boolean> {
  const units = order.items.reduce((n, i) => n + (i.discountId === order.flashSaleId ? i.quantity : 0), 0);
  await tx.flashAttempt.deleteMany({ where: { orderId: order.id } });
  const id = order.flashSaleId;
  forgetFlashLive(id);
  if (refunded) {
    // Paid, then refunded: the after-sales requests returned the units to the stock one by one.
    await tx.flashStock.updateMany({
      where: { discountId: id, sold: { gte: units } },
      data: { sold: { decrement: units } },
    });
    return false;
  }
  clearSoldOut(id);
  const toSale = await tx.flashStock.updateMany({
    where: { discountId: id, releasedAt: null, sold: { gte: units } },
    data: { held: { increment: units }, sold: { decrement: units } },
  });
  if (toSale.count === 1) return true;
  await tx.flashStock.updateMany({
    where: { discountId: id, sold: { gte: units } },
    data: { sold: { decrement: units } },
  });
  return false;
}

/**
 * Gives the units still held by flash sales that ended (or were stopped) back to their SKU's stock,
 * once each: the sweep calls it. A sale's unpaid orders closing later return their units to the
 * stock directly (returnFlashUnits).
 */
export async function releaseEndedFlashSales(now: Date = new Date()): Promise<number> {
  await dbReady();
  const due = await db.flashStock.findMany({
    where: { releasedAt: null, endsAt: { lte: now } },
    select: { discountId: true },
    take: 100,
  });
  let released = 0;
  for (const { discountId } of due)
    if (await writeTransaction((tx) => releaseFlashUnits(tx, discountId, now))) released += 1;
  return released;
}

/** Inside a transaction: the sale's held units back to its SKU's stock (once); false when already given back. */
export async function releaseFlashUnits(tx: Tx, discountId: number, now: Date): Promise<boolean> {
  const stock = await tx.flashStock.findUnique({
    where: { discountId },
    select: { held: true, skuId: true, releasedAt: true },
  });
  if (!stock || stock.releasedAt) return false;
  // Conditional on the units read: a press or a close racing this (PostgreSQL) makes it miss, and it
  // runs again on the next sweep.
  const done = await tx.flashStock.updateMany({
    where: { discountId, releasedAt: null, held: stock.held },
    data: { held: 0, releasedAt: now },
  });
  if (done.count !== 1) return false;
  await returnStock(tx, stock.skuId, stock.held, "release");
  forgetFlashLive(discountId);
  return true;
}
