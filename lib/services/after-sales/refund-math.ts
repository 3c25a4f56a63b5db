// The refund arithmetic of part returns, in integer cents (and whole points), pure so that it can be
// tested exhaustively. The rules (docs/decisions/018-after-purchase.md):
// 1. Every unit of the order gets its share of the coupon discount, in proportion to its price; then
//    its share of the points (the cents they took off, and the points themselves), in proportion to
//    what the unit costs after its coupon share. A split floors every share, then gives the cents left
//    over one each to the units with the largest remainders (the earlier unit on a tie), so the shares
//    add up exactly to the discount and to the points, and no unit's shares exceed its price.
// 2. A unit's refund is price - coupon share - points share (never negative). The units' refunds and
//    the freight add up to the order's total, which is what the payment was for.
// 3. A request for q units of a line takes the line's q lowest unit slots that no other (not rejected)
//    request holds, and gives back exactly their figures. However a line is returned — in parts, in
//    any order, with rejected requests in between — its parts add up to the line, and the order's
//    parts to what was paid.
// 4. Freight comes back only with the request that leaves the whole order refunded before it shipped.

/** Splits `total` over `weights` in proportion (largest remainder); the parts add up to `total`. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  // BigInt: total * weight can pass 2^53 on a large order.
  const big = BigInt(sum);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => Number(e / big));
  let left = total - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rem: e % big }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export type OrderLine = { id: number; price: number; quantity: number };
export type OrderFigures = {
  discountAmount: number;
  pointsAmount: number;
  pointsUsed: number;
  lines: readonly OrderLine[];
};

/** One unit's figures (rule 1); `amount` is what refunding it gives back. */
export type UnitFigures = { goods: number; coupon: number; pointsShare: number; points: number; amount: number };

/** Every unit's figures, by line id, slot by slot. */
export function unitFigures(order: OrderFigures): Map<number, UnitFigures[]> {
  const units = order.lines.flatMap((l) => Array.from({ length: l.quantity }, () => l));
  const coupon = allocate(
    order.discountAmount,
    units.map((l) => l.price),
  );
  const afterCoupon = units.map((l, i) => l.price - coupon[i]);
  const pointsShare = allocate(order.pointsAmount, afterCoupon);
  const points = allocate(order.pointsUsed, afterCoupon);
  const byLine = new Map<number, UnitFigures[]>(order.lines.map((l) => [l.id, []]));
  units.forEach((l, i) =>
    byLine.get(l.id)!.push({
      goods: l.price,
      coupon: coupon[i],
      pointsShare: pointsShare[i],
      points: points[i],
      amount: l.price - coupon[i] - pointsShare[i],
    }),
  );
  return byLine;
}

/** What `quantity` units of a line give back, and the slots they take (rule 3). */
export type UnitsShare = UnitFigures & { quantity: number; slots: number[] };

export function takeUnits(line: readonly UnitFigures[], held: ReadonlySet<number>, quantity: number): UnitsShare {
  const free = line.map((_, slot) => slot).filter((slot) => !held.has(slot));
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity > free.length)
    throw new RangeError(`cannot take ${quantity} of ${free.length} units left`);
  const slots = free.slice(0, quantity);
  return slots.reduce<UnitsShare>(
    (sum, slot) => ({
      quantity: sum.quantity,
      slots: sum.slots,
      goods: sum.goods + line[slot].goods,
      coupon: sum.coupon + line[slot].coupon,
      pointsShare: sum.pointsShare + line[slot].pointsShare,
      points: sum.points + line[slot].points,
      amount: sum.amount + line[slot].amount,
    }),
    { quantity, slots, goods: 0, coupon: 0, pointsShare: 0, points: 0, amount: 0 },
  );
}

/** Adds up figures (a request's lines, or an order's units). */
export function sumFigures<T extends UnitFigures>(rows: readonly T[]): UnitFigures {
  return rows.reduce<UnitFigures>(
    (s, r) => ({
      goods: s.goods + r.goods,
      coupon: s.coupon + r.coupon,
      pointsShare: s.pointsShare + r.pointsShare,
      points: s.points + r.points,
      amount: s.amount + r.amount,
    }),
    { goods: 0, coupon: 0, pointsShare: 0, points: 0, amount: 0 },
  );
}
