// The address shape and its one-line text, without any database import so screens can use it too.
import type { z } from "zod";
import type { addressRowSchema } from "@/lib/validation/responses/address";

export type AddressRow = z.output<typeof addressRowSchema>;

/**
 * One line for labels and order snapshots: "广东省 深圳市 南山区 科技园路 1 号", "澳門 氹仔 xx街1號"
 * (no parish named), "100 臺灣 臺北市 中正區 重慶南路一段122號" (Taiwan writes the postal code first).
 */
export function addressText(
  a: Pick<AddressRow, "province" | "city" | "district" | "detail"> & { postalCode?: string },
): string {
  return [a.postalCode, a.province, a.city, a.district, a.detail].filter(Boolean).join(" ");
}
