// Response schemas of the console's group rules (拼团, docs/decisions/040-group-buying.md).
import { z } from "zod";
import { cents, dateTime, int, pageOf } from "./common";

export const adminGroupRuleSchema = z.object({
  id: int,
  version: int,
  productId: int,
  productName: z.string(),
  skuIds: z.array(int),
  price: cents,
  size: int,
  hoursToFill: int,
  perUserLimit: int,
  startsAt: dateTime,
  endsAt: dateTime,
  active: z.boolean(),
  groups: z.object({ open: int, full: int, failed: int }).meta({ description: "Groups of the rule by state" }),
});

export const adminGroupRulePageSchema = pageOf(adminGroupRuleSchema);
