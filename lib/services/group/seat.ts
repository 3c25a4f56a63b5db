// A shopper takes a seat (拼团, docs/decisions/040-group-buying.md): opens a group, paying the group's
// price, or joins an open one. Both are the one order path (order/create-order.ts placeGroupOrder,
// decision 026): the order at the group's price and the seat, all or nothing; the seat is paid by the
// order's one paid move (markOrderPaid) and released with the order's payment window.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { GroupJoinInput, GroupOpenInput, GroupPreviewInput } from "@/lib/validation/group";
import { previewOrderIn } from "../order/localized";
import { placeGroupOrder, type PlacedOrder } from "../order/create-order";
import { groupTerms } from "./terms";

export type GroupSeatPlaced = PlacedOrder & { groupId: number };

/** Opens a new group of rule `input.ruleId` with the caller's seat (its order waits for payment). */
export async function openGroup(userId: number, input: GroupOpenInput, now = new Date()): Promise<GroupSeatPlaced> {
  await dbReady();
  const { ruleId, ...order } = input;
  const terms = await groupTerms(ruleId, now);
  return placeGroupOrder(userId, { ...order, quantity: 1 }, { terms, groupId: null }, now);
}

/** Joins open group `input.groupId` with the caller's seat: 409 when full, ended, already in it or over the limit. */
export async function joinGroup(userId: number, input: GroupJoinInput, now = new Date()): Promise<GroupSeatPlaced> {
  await dbReady();
  const { groupId, ...order } = input;
  const group = await db.groupBuy.findUnique({ where: { id: groupId }, select: { ruleId: true } });
  if (!group) throw new ApiError("NOT_FOUND", { key: "GROUP_NOT_FOUND" });
  const terms = await groupTerms(group.ruleId, now);
  return placeGroupOrder(userId, { ...order, quantity: 1 }, { terms, groupId }, now);
}

/**
 * The group checkout's figures: the order preview of one unit at the group price (the same pricing as
 * placing the seat). Whether a seat is left is the seat's own question, answered when it is taken.
 */
export async function previewGroupSeat(userId: number, input: GroupPreviewInput, locale: Locale, now = new Date()) {
  await dbReady();
  const { ruleId, groupId, ...order } = input;
  let rule = ruleId;
  if (groupId !== undefined) {
    const group = await db.groupBuy.findUnique({ where: { id: groupId }, select: { ruleId: true } });
    if (!group) throw new ApiError("NOT_FOUND", { key: "GROUP_NOT_FOUND" });
    rule = group.ruleId;
  }
  const terms = await groupTerms(rule!, now);
  return previewOrderIn(userId, { ...order, quantity: 1 }, locale, terms);
}
