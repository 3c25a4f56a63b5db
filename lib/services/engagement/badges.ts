// The numbers on the tab bar and the "me" screen in one read: cart lines, orders waiting on the
// shopper at each step, and unread answers from customer service.
import { db, dbReady } from "@/lib/db";
import { consultUnreadCount } from "./consult";
import { orderCounts } from "../order/query";
import type { z } from "zod";
import type { badgesSchema } from "@/lib/validation/responses/engagement";

export type Badges = z.output<typeof badgesSchema>;

export async function getBadges(userId: number): Promise<Badges> {
  await dbReady();
  const [cart, orders, consultUnread] = await Promise.all([
    db.cartItem.count({ where: { userId } }),
    orderCounts(userId),
    consultUnreadCount(userId),
  ]);
  const { waitingForPayment, waitingToShip, waitingToReceive, waitingForReview } = orders;
  return { cart, orders: { waitingForPayment, waitingToShip, waitingToReceive, waitingForReview }, consultUnread };
}
