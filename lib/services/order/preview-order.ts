// What the confirm screen shows before the shopper submits (POST /api/v1/order-preview): the order
// placing it would make — the same statements (checkout.ts, read with sqlReader, writing nothing) and
// the same arithmetic (totals.ts) — with the delivery defaulting to the shopper's default address,
// the usable coupons (the best one chosen unless the shopper chose), and the points allowed.
import type { z } from "zod";
import { db, dbReady, sqlReader } from "@/lib/db";
import { freeShippingStatus } from "@/lib/domain/free-shipping";
import type { OrderPreviewInput } from "@/lib/validation/order";
import type { orderPreviewResultSchema } from "@/lib/validation/responses/order";
import { bestCouponFor, couponDiscountForOrder } from "../engagement/coupon";
import { POINTS_PER_YUAN, maxSpendablePoints, pointsValue } from "../engagement/points";
import { checkoutFreight, couponCheckoutLines, readCheckout } from "./checkout";
import { deliveryChoice, deliveryRows, deliveryType } from "./delivery";
import { groupLines, type GroupTerms } from "./group-seats";
import { isDeliverable } from "./freight";
import { linesTotals, orderTotals } from "./totals";

export type OrderPreview = z.output<typeof orderPreviewResultSchema>;

export async function previewOrder(
  userId: number,
  input: OrderPreviewInput,
  now: Date = new Date(),
  seat?: GroupTerms,
): Promise<OrderPreview> {
  await dbReady();
  const pickupTab = input.pickupPointId !== undefined || input.delivery === deliveryType.PICKUP;
  const read = await readCheckout(sqlReader, userId, input, now, { orDefault: !pickupTab });
  // A named address or point that is not (any longer) usable is refused as placing would refuse it.
  deliveryChoice(read.ctx, input);
  // A group seat (拼团) is priced as placing it prices it: one unit at the group price.
  const lines = seat ? groupLines(read.lines(), seat) : read.lines();
  const { address, pickupPoint } = deliveryRows(read.ctx);
  const pickup = pickupPoint !== null || input.delivery === deliveryType.PICKUP;
  const { itemsAmount } = linesTotals(lines);
  const { scoped, rows: coupons, best } = await bestCouponFor(userId, couponCheckoutLines(lines), now);
  let couponId = input.couponId === undefined ? best : input.couponId;
  let discount = 0;
  if (couponId !== null) {
    // A coupon that stopped being usable is dropped from the preview rather than failing the screen.
    discount = await couponDiscountForOrder(db, userId, couponId, scoped, now).catch(() => ((couponId = null), 0));
  }
  const balance = read.ctx?.pointsBalance ?? 0;
  const maxPoints = maxSpendablePoints(itemsAmount - discount, balance);
  // "max", or more than allowed, previews the most allowed; placing the order would refuse a number above it.
  const used = input.points === "max" ? maxPoints : Math.min(input.points, maxPoints);
  // An address the shop does not deliver to is shown, not refused: the shopper picks another one here.
  const { rule, to } = checkoutFreight(lines, read.ctx, pickup);
  const deliverable = isDeliverable(rule, to);
  const totals = orderTotals(lines, { discountAmount: discount, pointsAmount: pointsValue(used), pickup, rule });
  return {
    items: lines.map(({ sku, quantity }) => ({
      skuId: sku.skuId,
      productId: sku.productId,
      name: sku.name,
      skuName: sku.skuName,
      image: sku.image,
      price: sku.price,
      originalPrice: sku.originalPrice,
      quantity,
      stock: sku.stock,
    })),
    ...totals,
    deliveryType: pickup ? deliveryType.PICKUP : deliveryType.EXPRESS,
    address: pickup ? null : address,
    pickupPoint,
    couponId,
    coupons,
    points: { balance, max: maxPoints, used, perYuan: POINTS_PER_YUAN },
    // 满 X 包邮 on the goods after the coupon, as the cart tells it; null without a threshold or for a pick-up.
    freeShipping: pickup ? null : freeShippingStatus(rule?.freeShippingThreshold ?? null, itemsAmount, discount),
    // False for an address in a region without a freight rule: placing the order would be refused (409 NOT_DELIVERABLE).
    deliverable,
    stockOk: lines.every(({ sku, quantity }) => sku.stock >= quantity),
  };
}
