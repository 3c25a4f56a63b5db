// An address as one line, for labels and order snapshots: "广东省 深圳市 南山区 科技园路 1 号".
export function addressText(a: { province: string; city: string; district: string; detail: string }): string {
  return [a.province, a.city, a.district, a.detail].filter(Boolean).join(" ");
}
