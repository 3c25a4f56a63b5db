// The refund arithmetic: named cases with their figures, and properties over random orders and random
// sequences of part refunds and rejections — the parts always add up to what was paid.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, sumFigures, takeUnits, unitFigures, type OrderFigures, type UnitsShare } from "./refund-math";

describe("allocate", () => {
  it("floors, then gives the cents left to the largest remainders, the earlier one on a tie", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(10, [3, 7])).toEqual([3, 7]);
    expect(allocate(5, [2, 3, 5])).toEqual([1, 2, 2]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    // Large totals do not lose precision (BigInt inside).
    expect(allocate(9_007_199_254_740, [3, 3, 3]).reduce((a, b) => a + b, 0)).toBe(9_007_199_254_740);
  });

  it("adds up exactly; every part is the proportional share rounded down or up; zero weight gets nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          if (sum === 0) return parts.every((p) => p === 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((p, i) => {
            const exact = (total * weights[i]) / sum;
            expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(p).toBeLessThanOrEqual(Math.ceil(exact));
            if (weights[i] === 0) expect(p).toBe(0);
          });
          return true;
        },
      ),
    );
  });
});

// The worked example of decision 018: ¥99.90 + 3 × ¥19.90 + ¥0.01, a ¥10.00 coupon, 2,000 points (¥20.00), ¥12.00 freight.
const example: OrderFigures = {
  discountAmount: 1000,
  pointsAmount: 2000,
  pointsUsed: 2000,
  lines: [
    { id: 1, price: 9990, quantity: 1 },
    { id: 2, price: 1990, quantity: 3 },
    { id: 3, price: 1, quantity: 1 },
  ],
};

describe("unit figures", () => {
  it("the worked example: every unit's coupon and points share, and what refunding it gives back", () => {
    const units = unitFigures(example);
    // Coupon: 1000 × 9990 / 15961 = 625.9 -> 626; 1000 × 1990 / 15961 = 124.7 -> 124, and the two cents
    // left go to the earlier 19.90 units (equal remainders). Points over what is left after the coupon
    // (9364, 1865, 1865, 1866, 1; 14961 in all): 1251.8, 249.3, 249.3, 249.4, 0.1 -> the two points
    // left go to the largest remainders, the 99.90 unit and the third 19.90 unit.
    expect(units.get(1)).toEqual([{ goods: 9990, coupon: 626, pointsShare: 1252, points: 1252, amount: 8112 }]);
    expect(units.get(2)).toEqual([
      { goods: 1990, coupon: 125, pointsShare: 249, points: 249, amount: 1616 },
      { goods: 1990, coupon: 125, pointsShare: 249, points: 249, amount: 1616 },
      { goods: 1990, coupon: 124, pointsShare: 250, points: 250, amount: 1616 },
    ]);
    // The one-cent unit: its coupon share rounds to nothing, and so do its points.
    expect(units.get(3)).toEqual([{ goods: 1, coupon: 0, pointsShare: 0, points: 0, amount: 1 }]);
    const all = sumFigures([...units.values()].flat());
    expect(all).toEqual({ goods: 15961, coupon: 1000, pointsShare: 2000, points: 2000, amount: 12961 });
  });

  it("a unit whose coupon and points take all of it gives back nothing, never a negative amount", () => {
    // ¥0.01 × 2 with a ¥0.01 coupon and 1 point: nothing was paid for these goods.
    const units = unitFigures({
      discountAmount: 1,
      pointsAmount: 1,
      pointsUsed: 1,
      lines: [{ id: 1, price: 1, quantity: 2 }],
    });
    expect(units.get(1)).toEqual([
      { goods: 1, coupon: 1, pointsShare: 0, points: 0, amount: 0 },
      { goods: 1, coupon: 0, pointsShare: 1, points: 1, amount: 0 },
    ]);
  });
});

describe("taking units", () => {
  it("takes the lowest free slots; rejected units are free again", () => {
    const line = unitFigures(example).get(2)!;
    const first = takeUnits(line, new Set(), 2);
    expect(first).toMatchObject({ quantity: 2, slots: [0, 1], amount: 3232, coupon: 250, points: 498 });
    const last = takeUnits(line, new Set(first.slots), 1);
    expect(last).toMatchObject({ slots: [2], amount: 1616, coupon: 124, points: 250 });
    expect(first.amount + last.amount).toBe(sumFigures(line).amount);
    // The first request rejected: its slots can be taken again, in two parts.
    expect(takeUnits(line, new Set([2]), 1).slots).toEqual([0]);
    expect(() => takeUnits(line, new Set([0, 1, 2]), 1)).toThrow(RangeError);
    expect(() => takeUnits(line, new Set(), 0)).toThrow(RangeError);
  });
});

/** A random order whose coupon and points obey the checkout's caps (coupon <= goods, points <= half the rest). */
const orders = fc
  .array(fc.record({ price: fc.integer({ min: 1, max: 200_000 }), quantity: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 1,
    maxLength: 5,
  })
  .chain((lines) => {
    const goods = lines.reduce((a, l) => a + l.price * l.quantity, 0);
    return fc.record({
      lines: fc.constant(lines.map((l, i) => ({ id: i + 1, ...l }))),
      discountAmount: fc.integer({ min: 0, max: goods }),
      pointsFraction: fc.double({ min: 0, max: 0.5, noNaN: true }),
      freight: fc.integer({ min: 0, max: 3000 }),
    });
  })
  .map(({ lines, discountAmount, pointsFraction, freight }) => {
    const goods = lines.reduce((a, l) => a + l.price * l.quantity, 0);
    const pointsAmount = Math.floor((goods - discountAmount) * pointsFraction);
    return { order: { lines, discountAmount, pointsAmount, pointsUsed: pointsAmount }, goods, freight };
  });

describe("properties", () => {
  it("every unit's figures are non-negative and the units add up to the order", () => {
    fc.assert(
      fc.property(orders, ({ order, goods, freight }) => {
        const units = [...unitFigures(order).values()].flat();
        for (const u of units) {
          expect(u.coupon).toBeGreaterThanOrEqual(0);
          expect(u.pointsShare).toBeGreaterThanOrEqual(0);
          expect(u.amount).toBeGreaterThanOrEqual(0);
          expect(u.coupon + u.pointsShare + u.amount).toBe(u.goods);
        }
        const sum = sumFigures(units);
        const paid = goods - order.discountAmount - order.pointsAmount + freight;
        expect(sum).toMatchObject({ goods, coupon: order.discountAmount, pointsShare: order.pointsAmount });
        expect(sum.amount + freight).toBe(paid);
      }),
      { numRuns: 300 },
    );
  });

  it("any sequence of part refunds and rejections ends with parts that add up to what was paid", () => {
    fc.assert(
      fc.property(
        orders,
        fc.array(fc.record({ pick: fc.nat(), size: fc.nat(), reject: fc.boolean() }), { maxLength: 25 }),
        ({ order, goods, freight }, steps) => {
          const units = unitFigures(order);
          const held = new Map<number, Set<number>>(order.lines.map((l) => [l.id, new Set()]));
          const granted: (UnitsShare & { line: number })[] = [];
          for (const step of steps) {
            const open = order.lines.filter((l) => held.get(l.id)!.size < l.quantity);
            if (open.length === 0) break;
            const line = open[step.pick % open.length];
            const free = line.quantity - held.get(line.id)!.size;
            const share = takeUnits(units.get(line.id)!, held.get(line.id)!, 1 + (step.size % free));
            share.slots.forEach((s) => held.get(line.id)!.add(s));
            if (step.reject) share.slots.forEach((s) => held.get(line.id)!.delete(s));
            else granted.push({ ...share, line: line.id });
          }
          // Whatever is left is refunded last, line by line.
          for (const line of order.lines) {
            const free = line.quantity - held.get(line.id)!.size;
            if (free > 0) granted.push({ ...takeUnits(units.get(line.id)!, held.get(line.id)!, free), line: line.id });
          }
          const total = sumFigures(granted);
          expect(total.amount + freight).toBe(goods - order.discountAmount - order.pointsAmount + freight);
          expect(total.points).toBe(order.pointsUsed);
          expect(total.coupon).toBe(order.discountAmount);
          for (const line of order.lines)
            expect(granted.filter((g) => g.line === line.id).reduce((a, g) => a + g.quantity, 0)).toBe(line.quantity);
        },
      ),
      { numRuns: 300 },
    );
  });
});
