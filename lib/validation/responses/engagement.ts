// Response schemas of the engagement endpoints: coupons, points, sign-in, favourites, consult, service area.
import { z } from "zod";
import { cents, dateTime, int, pageOf, rowsOf } from "./common";
import { couponTabs } from "../limits";

const couponTerms = {
  name: z.string(),
  kind: z.string(),
  threshold: cents,
  amountOff: cents,
  ratePercent: int.nullable(),
  maxDiscount: cents.nullable(),
};

export const badgesSchema = z.object({
  cart: int,
  orders: z.object({ waitingForPayment: int, waitingToShip: int, waitingToReceive: int, waitingForReview: int }),
  consultUnread: int,
  messagesUnread: int.meta({ description: "Unread messages in the message centre (消息)" }),
});

export const claimableCouponListSchema = rowsOf(
  z.object({
    ...couponTerms,
    id: int,
    validFrom: dateTime,
    validTo: dateTime,
    validDays: int.nullable(),
    remaining: int,
    perUserLimit: int,
    claimed: int,
    canClaim: z.boolean(),
  }),
);

export const claimedCouponSchema = z.object({ id: int, couponId: int, expiresAt: dateTime });

export const myCouponPageSchema = pageOf(
  z.object({
    ...couponTerms,
    id: int,
    couponId: int,
    validFrom: dateTime,
    expiresAt: dateTime,
    claimedAt: dateTime,
    usedAt: dateTime.nullable(),
    status: z.enum(couponTabs),
  }),
).extend({ counts: z.object({ available: int, used: int, expired: int }) });

export const usableCouponSchema = z.object({
  ...couponTerms,
  id: int,
  expiresAt: dateTime,
  discount: cents,
  /** all, categories or products: a scoped coupon counts only the lines it applies to. */
  scope: z.string(),
  unusable: z.enum(["used", "expired", "threshold", "notStarted", "scope"]).nullable(),
});
export const usableCouponListSchema = z.object({
  rows: z.array(usableCouponSchema),
  best: int.nullable().meta({ description: "The id of the best coupon" }),
});

export const newUserOfferSchema = z.object({
  offered: z.boolean(),
  coupons: z.array(z.object({ ...couponTerms, id: int, validDays: int.nullable() })),
});
export const newUserAnswerSchema = z.object({ granted: z.array(int) });

export const pointsPageSchema = pageOf(
  z.object({ id: int, delta: int, reason: z.string(), createdAt: dateTime }),
).extend({ balance: int });

export const signedInSchema = z.object({ day: z.string(), streak: int, points: int, balance: int });
export const signInStatusSchema = z.object({
  today: z.string(),
  month: z.string(),
  signedToday: z.boolean(),
  streak: int.meta({ description: "Consecutive days up to today (or up to yesterday when today is not signed yet)" }),
  nextPoints: int.meta({ description: "Points the next sign-in earns: today's if not signed yet, else tomorrow's" }),
  days: z
    .array(z.object({ day: z.string(), points: int }))
    .meta({ description: "Days of `month` signed in, with the points each earned" }),
  totalDays: int,
  balance: int,
});

export const favoritePageSchema = pageOf(
  z.object({
    id: int,
    productId: int,
    name: z.string(),
    price: cents,
    originalPrice: cents.nullable(),
    image: z.string(),
    sales: int,
    isOnSale: z.boolean(),
    createdAt: dateTime,
  }),
);
export const footprintPageSchema = pageOf(
  z.object({
    productId: int,
    name: z.string(),
    price: cents,
    image: z.string(),
    isOnSale: z.boolean(),
    viewedAt: dateTime,
  }),
);
export const footprintRecordedSchema = z.object({ productId: int, viewedAt: dateTime });
export const footprintsMergedSchema = z.object({
  merged: int.meta({ description: "Products of the device's list now on the account's" }),
  total: int,
});
export const favoriteAddedSchema = z.object({ productId: int, favorited: z.literal(true) });
export const favoriteStatusSchema = z.object({ productId: int, favorited: z.boolean() });

export const consultMessageSchema = z.object({
  id: int,
  sender: z.string(),
  content: z.string(),
  readAt: dateTime.nullable(),
  createdAt: dateTime,
  product: z.object({ id: int, name: z.string(), image: z.string(), price: cents }).nullable(),
});
export const consultPageSchema = pageOf(consultMessageSchema).extend({ unread: int });
export const consultReadSchema = z.object({ marked: int });

export const serviceItemListSchema = rowsOf(
  z.object({ id: int, kind: z.string(), title: z.string(), summary: z.string() }),
);
export const serviceItemSchema = z.object({
  id: int,
  kind: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
});
