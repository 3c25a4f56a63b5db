// A sale's limits at checkout and their release (docs/decisions/020-marketing-and-content.md). Two
// counters, each a column a conditional update takes inside the order's transaction, so concurrent
// checkouts on any number of processes can never sell past them:
//   Discount.soldCount        — units sold at the sale's price, never above quantityLimit;
//   DiscountPurchase.quantity — units one shopper holds at the sale's price, never above perUserLimit.
// A checkout that the sale cannot serve whole is refused (409), never charged another price than the
// one the shopper was shown. Closing an unpaid (or refunded) order gives both back, once: the close is
// the status move only one caller makes (status.ts).
import type { SqlTx, Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { OrderLine } from "./pricing";

/** Units per sale among the lines (lines without a sale are left out). */
function unitsBySale(lines: readonly { discountId: number | null; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines)
    if (line.discountId !== null) units.set(line.discountId, (units.get(line.discountId) ?? 0) + line.quantity);
  return units;
}

/** Takes the lines' units from their sales' counters, or throws 409 (the transaction then undoes all). */
export async function takeSaleUnits(q: SqlTx, userId: number, lines: readonly OrderLine[]): Promise<void> {
  const sales = new Map(lines.flatMap(({ sku }) => (sku.sale ? [[sku.sale.id, sku.sale] as const] : [])));
  const wanted = unitsBySale(lines.map(({ sku, quantity }) => ({ discountId: sku.sale?.id ?? null, quantity })));
  for (const [id, units] of wanted) {
    const sale = sales.get(id)!;
    const limit = sale.quantityLimit;
    // The limit read while pricing is part of the condition: an operator changing it meanwhile makes
    // this update miss (409) rather than sell against a limit nobody saw.
    const taken =
      limit === null
        ? await q.run(
            'UPDATE "Discount" SET "soldCount" = "soldCount" + ? WHERE "id" = ? AND "quantityLimit" IS NULL',
            [units, id],
          )
        : await q.run(
            'UPDATE "Discount" SET "soldCount" = "soldCount" + ? WHERE "id" = ? AND "quantityLimit" = ? AND "soldCount" <= ?',
            [units, id, limit, limit - units],
          );
    if (taken !== 1) throw new ApiError("CONFLICT", { key: "SALE_SOLD_OUT" });
    const perUser = sale.perUserLimit;
    if (perUser !== null && units > perUser)
      throw new ApiError("CONFLICT", { key: "SALE_LIMIT_REACHED", values: { limit: perUser } });
    const held =
      perUser === null
        ? await q.run(
            'UPDATE "DiscountPurchase" SET "quantity" = "quantity" + ? WHERE "discountId" = ? AND "userId" = ?',
            [units, id, userId],
          )
        : await q.run(
            'UPDATE "DiscountPurchase" SET "quantity" = "quantity" + ? WHERE "discountId" = ? AND "userId" = ? AND "quantity" <= ?',
            [units, id, userId, perUser - units],
          );
    if (held === 1) continue;
    // No row yet, or the shopper's units would pass the limit. The transaction holds the shopper
    // (WriteOptions.shopper), so no other checkout of theirs creates the row meanwhile.
    if (
      await q.get('SELECT 1 AS "found" FROM "DiscountPurchase" WHERE "discountId" = ? AND "userId" = ?', [id, userId])
    )
      throw new ApiError("CONFLICT", { key: "SALE_LIMIT_REACHED", values: { limit: perUser ?? 0 } });
    await q.run('INSERT INTO "DiscountPurchase" ("discountId", "userId", "quantity") VALUES (?, ?, ?)', [
      id,
      userId,
      units,
    ]);
  }
}

/** Gives a closing order's sale units back to both counters (called once, by the close). */
export async function releaseSaleUnits(
  tx: Tx,
  userId: number | null,
  items: readonly { discountId: number | null; quantity: number }[],
): Promise<void> {
  for (const [id, units] of unitsBySale(items)) {
    // updateMany: a sale deleted since has nothing to give back; never below zero.
    await tx.discount.updateMany({
      where: { id, soldCount: { gte: units } },
      data: { soldCount: { decrement: units } },
    });
    if (userId !== null)
      await tx.discountPurchase.updateMany({
        where: { discountId: id, userId, quantity: { gte: units } },
        data: { quantity: { decrement: units } },
      });
  }
}
