// A group rule's terms (拼团, docs/decisions/040-group-buying.md), read for placing a seat: the rule's
// row decides whether a new group may open now; a group once opened fills on its own terms (its size
// and end are copied onto its row).
import { db } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { GroupTerms } from "../order/group-seats";

export async function groupTerms(ruleId: number, now: Date): Promise<GroupTerms> {
  const rule = await db.groupRule.findUnique({
    where: { id: ruleId },
    select: {
      id: true,
      productId: true,
      price: true,
      size: true,
      hoursToFill: true,
      perUserLimit: true,
      startsAt: true,
      endsAt: true,
      active: true,
      skus: { select: { skuId: true } },
    },
  });
  if (!rule) throw new ApiError("NOT_FOUND", { key: "GROUP_RULE_NOT_FOUND" });
  return {
    ruleId: rule.id,
    productId: rule.productId,
    price: rule.price,
    size: rule.size,
    hoursToFill: rule.hoursToFill,
    perUserLimit: rule.perUserLimit,
    skuIds: rule.skus.map((s) => s.skuId),
    opensNow: rule.active && rule.startsAt <= now && rule.endsAt > now,
  };
}
