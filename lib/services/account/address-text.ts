// The address shape and its one-line text, without any database import so screens can use it too.
import type { z } from "zod";
import type { addressRowSchema } from "@/lib/validation/responses/address";

export type AddressRow = z.output<typeof addressRowSchema>;

/** One line for labels and order snapshots: "广东省 深圳市 南山区 科技园路 1 号". */
export function addressText(a: Pick<AddressRow, "province" | "city" | "district" | "detail">): string {
  return [a.province, a.city, a.district, a.detail].filter(Boolean).join(" ");
}
