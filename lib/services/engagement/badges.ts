// The numbers on the tab bar and the "me" screen in one read: cart lines, orders waiting on the
// shopper at each step, unread answers from customer service and unread messages (消息).
import { db, dbReady } from "@/lib/db";
import { consultUnreadCount } from "./consult";
import { orderCounts } from "../order/query";
import { unreadMessages } from "../notices/messages";
import type { z } from "zod";
import type { badgesSchema } from "@/lib/validation/responses/engagement";

export type Badges = z.output<typeof badgesSchema>;

export async function getBadges(userId: number): Promise<Badges> {
  await dbReady();
  const [cart, orders, consultUnread, messagesUnread] = await Promise.all([
    db.cartItem.count({ where: { userId } }),
    orderCounts(userId),
    consultUnreadCount(userId),
    unreadMessages(userId),
  ]);
  const { waitingForPayment, waitingToShip, waitingToReceive, waitingForReview } = orders;
  return {
    cart,
    orders: { waitingForPayment, waitingToShip, waitingToReceive, waitingForReview },
    consultUnread,
    messagesUnread,
  };
}
