// The address shape and its one-line text, without any database import so screens can use it too.

export type AddressRow = { id: number; name: string; phone: string; province: string; city: string; district: string; detail: string; isDefault: boolean };

/** One line for labels and order snapshots: "广东省 深圳市 南山区 科技园路 1 号". */
export function addressText(a: Pick<AddressRow, "province" | "city" | "district" | "detail">): string {
  return [a.province, a.city, a.district, a.detail].filter(Boolean).join(" ");
}
