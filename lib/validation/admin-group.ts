// The console's group rules (拼团, docs/decisions/040-group-buying.md): which SKUs of a product, the
// group price, the seats (2–10), the hours a group has to fill, the seats one shopper may hold under
// the rule, the window in which groups open, on/off. Money in cents, the server checks the SKUs.
import { z } from "zod";
import { GROUP_HOURS_MAX, GROUP_PER_USER_MAX, GROUP_SIZE_MAX, GROUP_SIZE_MIN } from "@/lib/domain/group-status";
import { idSchema, pageQuerySchema } from "./common";

const count = (min: number, max: number) =>
  z.number({ error: "invalid" }).int("invalid").min(min, "too_small").max(max, "too_big");
const instant = z.iso.datetime({ offset: true, error: "invalid" }).transform((s) => new Date(s));

const ruleShape = {
  productId: idSchema,
  skuIds: z
    .array(idSchema)
    .min(1, "required")
    .max(100, "too_big")
    .refine((ids) => new Set(ids).size === ids.length, "invalid"),
  price: count(1, 100_000_000),
  size: count(GROUP_SIZE_MIN, GROUP_SIZE_MAX),
  hoursToFill: count(1, GROUP_HOURS_MAX),
  perUserLimit: count(1, GROUP_PER_USER_MAX),
  startsAt: instant,
  endsAt: instant,
  active: z.boolean({ error: "invalid" }).default(true),
};

function windowOrdered(v: { startsAt: Date; endsAt: Date }, ctx: z.RefinementCtx) {
  if (v.endsAt <= v.startsAt) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "window_order" });
}

export const groupRuleCreateSchema = z.object(ruleShape).superRefine(windowOrdered);
export const groupRuleUpdateSchema = z
  .object({ ...ruleShape, version: count(1, 2_147_483_647) })
  .superRefine(windowOrdered);
export type GroupRuleInput = z.output<typeof groupRuleCreateSchema>;
export type GroupRuleUpdate = z.output<typeof groupRuleUpdateSchema>;

export const groupRuleStates = ["all", "on", "off"] as const;
export const adminGroupRuleQuerySchema = pageQuerySchema.extend({
  state: z.enum(groupRuleStates, { error: "invalid" }).default("all"),
  productId: idSchema.optional(),
});
export type AdminGroupRuleQuery = z.output<typeof adminGroupRuleQuerySchema>;
