// Couriers by the names operators type when shipping (scripts/ship-order.ts --courier, the back
// office): the well-known ones have a key under "order.couriers" in messages/*.json and are shown in
// the reader's locale; any other name is shown as the operator wrote it.
const COURIERS: Record<string, string> = {
  顺丰速运: "sf",
  顺丰快递: "sf",
  顺丰: "sf",
  中通快递: "zto",
  中通: "zto",
  圆通速递: "yto",
  圆通快递: "yto",
  圆通: "yto",
  申通快递: "sto",
  申通: "sto",
  韵达快递: "yunda",
  韵达速递: "yunda",
  韵达: "yunda",
  京东物流: "jd",
  京东快递: "jd",
  中国邮政: "ems",
  邮政EMS: "ems",
  EMS: "ems",
  极兔速递: "jt",
  极兔快递: "jt",
  德邦快递: "deppon",
  德邦物流: "deppon",
  百世快递: "best",
};

export const COURIER_KEYS = ["sf", "zto", "yto", "sto", "yunda", "jd", "ems", "jt", "deppon", "best"] as const;
export type CourierKey = (typeof COURIER_KEYS)[number];

/** The message key of a courier's name, or null for a name this catalogue does not know. */
export function courierKey(name: string): CourierKey | null {
  return (COURIERS[name.trim()] as CourierKey | undefined) ?? null;
}
