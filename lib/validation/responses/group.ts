// Response schemas of the group-buying endpoints (拼团, docs/decisions/040-group-buying.md).
import { z } from "zod";
import { groupStatuses, seatStatuses } from "@/lib/domain/group-status";
import { cents, dateTime, int } from "./common";
import { orderCreatedSchema } from "./order";

export const groupSeatPlacedSchema = orderCreatedSchema.extend({
  groupId: int.meta({ description: "The group the seat is in; the seat is held until the order's expiresAt" }),
});

export const groupRuleViewSchema = z.object({
  id: int,
  productId: int,
  price: cents.meta({ description: "The group price of each of the rule's SKUs" }),
  size: int.meta({ description: "Seats in a group, 2–10" }),
  hoursToFill: int,
  perUserLimit: int,
  skuIds: z.array(int),
  opensNow: z.boolean().meta({ description: "Whether a new group may be opened now" }),
});

const memberSchema = z.object({
  nickname: z.string().meta({ description: "Masked (张*三)" }),
  avatar: z.string(),
  leader: z.boolean(),
  paid: z.boolean(),
});

export const groupViewSchema = z.object({
  id: int,
  ruleId: int,
  productId: int,
  status: z.enum(groupStatuses),
  size: int,
  taken: int.meta({ description: "Seats held (paid, or unpaid within their order's payment window)" }),
  paid: int,
  seatsLeft: int,
  expiresAt: dateTime,
  serverTime: int.meta({
    description: "The server's clock (ms since 1970): clients count down with their offset to it",
  }),
  rule: groupRuleViewSchema,
  members: z.array(memberSchema),
  mine: z
    .object({ orderId: int, status: z.enum(seatStatuses) })
    .nullable()
    .meta({ description: "The caller's seat, when signed in and in the group" }),
});

export const productGroupsSchema = z.object({
  serverTime: int,
  rule: groupRuleViewSchema.nullable().meta({ description: "The product's group rule open now, if any" }),
  groups: z.array(
    z.object({ id: int, size: int, taken: int, seatsLeft: int, expiresAt: dateTime, leader: memberSchema.nullable() }),
  ),
});
