// The couriers an operator ships with (back office), on the ground floor (docs/decisions/027): the
// ship endpoint, the batch file and the console name the same codes. The order keeps the courier's name as the shopper's
// screens have always shown it (Simplified Chinese, the catalogue's language); the code is what the back
// office sends and what the messages translate (messages/*.json "couriers.<code>").
export const couriers = [
  { code: "SF", name: "顺丰速运" },
  { code: "JD", name: "京东物流" },
  { code: "ZTO", name: "中通快递" },
  { code: "YTO", name: "圆通速递" },
  { code: "YD", name: "韵达快递" },
  { code: "STO", name: "申通快递" },
  { code: "JT", name: "极兔速递" },
  { code: "EMS", name: "中国邮政EMS" },
] as const;

export type CourierCode = (typeof couriers)[number]["code"];

export const courierCodes = couriers.map((c) => c.code) as [CourierCode, ...CourierCode[]];

export function courierName(code: CourierCode): string {
  return couriers.find((c) => c.code === code)!.name;
}

/** The code of a stored courier name (or code), or null for a name typed on the command line that is not in the list. */
export function courierCode(stored: string): CourierCode | null {
  const found = couriers.find((c) => c.name === stored || c.code === stored.toUpperCase());
  return found?.code ?? null;
}
