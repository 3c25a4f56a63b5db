// What shoppers see of groups (拼团, docs/decisions/040-group-buying.md): a product's rule and the
// groups one may join, and one group's page — its seats, who is in it (nicknames masked), its end by
// the server's clock.
import type { z } from "zod";
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import {
  groupStatus,
  HELD_SEAT_STATUSES,
  seatStatus,
  type GroupStatus,
  type SeatStatus,
} from "@/lib/domain/group-status";
import type { groupViewSchema, productGroupsSchema } from "@/lib/validation/responses/group";
import { maskNickname } from "../after-sales/review";

export type GroupView = z.output<typeof groupViewSchema>;
export type ProductGroups = z.output<typeof productGroupsSchema>;

/** How many open groups the goods page lists (those closest to filling first). */
const LISTED_GROUPS = 10;

const ruleSelect = {
  id: true,
  productId: true,
  price: true,
  size: true,
  hoursToFill: true,
  perUserLimit: true,
  startsAt: true,
  endsAt: true,
  active: true,
  skus: { select: { skuId: true }, orderBy: { skuId: "asc" as const } },
} as const;

type RuleRow = {
  id: number;
  productId: number;
  price: number;
  size: number;
  hoursToFill: number;
  perUserLimit: number;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  skus: { skuId: number }[];
};

function ruleView(rule: RuleRow, now: Date) {
  return {
    id: rule.id,
    productId: rule.productId,
    price: rule.price,
    size: rule.size,
    hoursToFill: rule.hoursToFill,
    perUserLimit: rule.perUserLimit,
    skuIds: rule.skus.map((s) => s.skuId),
    opensNow: rule.active && rule.startsAt <= now && rule.endsAt > now,
  };
}

function member(user: { nickname: string; username: string | null; avatar: string }, leader: boolean, paid: boolean) {
  return { nickname: maskNickname(user.nickname || user.username || "") || "*", avatar: user.avatar, leader, paid };
}

const userSelect = { nickname: true, username: true, avatar: true } as const;

/** Group `id` as its page shows it; `viewerId`: the signed-in caller, whose seat it names. */
export async function groupDetail(id: number, viewerId: number | null, now = new Date()): Promise<GroupView> {
  await dbReady();
  const group = await db.groupBuy.findUnique({
    where: { id },
    select: {
      id: true,
      ruleId: true,
      productId: true,
      leaderId: true,
      status: true,
      size: true,
      taken: true,
      paid: true,
      expiresAt: true,
      rule: { select: ruleSelect },
      seats: {
        where: { status: { in: [...HELD_SEAT_STATUSES, seatStatus.REFUNDED] } },
        orderBy: { id: "asc" },
        select: { userId: true, orderId: true, status: true, user: { select: userSelect } },
      },
    },
  });
  if (!group) throw new ApiError("NOT_FOUND", { key: "GROUP_NOT_FOUND" });
  const mine = viewerId === null ? undefined : group.seats.find((s) => s.userId === viewerId);
  return {
    id: group.id,
    ruleId: group.ruleId,
    productId: group.productId,
    status: group.status as GroupStatus,
    size: group.size,
    taken: group.taken,
    paid: group.paid,
    seatsLeft: group.status === groupStatus.OPEN ? Math.max(0, group.size - group.taken) : 0,
    expiresAt: group.expiresAt.toISOString(),
    serverTime: now.getTime(),
    rule: ruleView(group.rule, now),
    members: group.seats.map((s) => member(s.user, s.userId === group.leaderId, s.status !== seatStatus.UNPAID)),
    mine: mine ? { orderId: mine.orderId, status: mine.status as SeatStatus } : null,
  };
}

/** A product's rule open now (the newest one switched on) and its groups one may join. */
export async function productGroups(productId: number, now = new Date()): Promise<ProductGroups> {
  await dbReady();
  const rule = await db.groupRule.findFirst({
    where: { productId, active: true, startsAt: { lte: now }, endsAt: { gt: now } },
    orderBy: { id: "desc" },
    select: ruleSelect,
  });
  const groups = await db.groupBuy.findMany({
    where: { productId, status: groupStatus.OPEN, expiresAt: { gt: now } },
    orderBy: [{ expiresAt: "asc" }],
    take: 50,
    select: { id: true, size: true, taken: true, expiresAt: true, leaderId: true },
  });
  const open = groups
    .filter((g) => g.taken < g.size)
    .sort((a, b) => a.size - a.taken - (b.size - b.taken))
    .slice(0, LISTED_GROUPS);
  const leaders = await db.user.findMany({
    where: { id: { in: open.flatMap((g) => (g.leaderId === null ? [] : [g.leaderId])) } },
    select: { id: true, ...userSelect },
  });
  return {
    serverTime: now.getTime(),
    rule: rule ? ruleView(rule, now) : null,
    groups: open.map((g) => {
      const leader = leaders.find((u) => u.id === g.leaderId);
      return {
        id: g.id,
        size: g.size,
        taken: g.taken,
        seatsLeft: g.size - g.taken,
        expiresAt: g.expiresAt.toISOString(),
        leader: leader ? member(leader, true, true) : null,
      };
    }),
  };
}
