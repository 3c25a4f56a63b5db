// Demo engagement data: claimable coupons, the new-user coupons and the service area's items.
// Idempotent: fixed ids and upserts (sync.ts). A re-seed brings the terms back to these values but never
// touches a coupon's claimedCount (how many shoppers took one) nor shoppers' claimed coupons.
import { describeSync, keepWindow, syncRows, type Tx } from "./sync";

type SeedCoupon = {
  id: number;
  name: string;
  kind: "amount" | "rate";
  threshold: number;
  amountOff?: number;
  ratePercent?: number;
  maxDiscount?: number;
  validDays?: number;
  perUserLimit: number;
  totalQuantity: number;
  isNewUser?: boolean;
};

// Amounts in cents. "rate" coupons charge ratePercent of the price, saving at most maxDiscount.
export const seedCoupons: SeedCoupon[] = [
  {
    id: 1,
    name: "满99减10",
    kind: "amount",
    threshold: 9900,
    amountOff: 1000,
    validDays: 30,
    perUserLimit: 2,
    totalQuantity: 1000,
  },
  {
    id: 2,
    name: "满199减30",
    kind: "amount",
    threshold: 19900,
    amountOff: 3000,
    validDays: 30,
    perUserLimit: 1,
    totalQuantity: 1000,
  },
  {
    id: 3,
    name: "满499减80",
    kind: "amount",
    threshold: 49900,
    amountOff: 8000,
    validDays: 15,
    perUserLimit: 1,
    totalQuantity: 500,
  },
  {
    id: 4,
    name: "全场9折券",
    kind: "rate",
    threshold: 0,
    ratePercent: 90,
    maxDiscount: 5000,
    validDays: 15,
    perUserLimit: 1,
    totalQuantity: 1000,
  },
  {
    id: 5,
    name: "满300享85折",
    kind: "rate",
    threshold: 30000,
    ratePercent: 85,
    maxDiscount: 10000,
    validDays: 15,
    perUserLimit: 1,
    totalQuantity: 500,
  },
  {
    id: 6,
    name: "无门槛5元券",
    kind: "amount",
    threshold: 0,
    amountOff: 500,
    validDays: 7,
    perUserLimit: 1,
    totalQuantity: 1000,
  },
  {
    id: 7,
    name: "数码满2000减200",
    kind: "amount",
    threshold: 200000,
    amountOff: 20000,
    perUserLimit: 1,
    totalQuantity: 300,
  },
  {
    id: 8,
    name: "新人专享 无门槛减20",
    kind: "amount",
    threshold: 0,
    amountOff: 2000,
    validDays: 30,
    perUserLimit: 1,
    totalQuantity: 100000,
    isNewUser: true,
  },
  {
    id: 9,
    name: "新人专享 满100减30",
    kind: "amount",
    threshold: 10000,
    amountOff: 3000,
    validDays: 30,
    perUserLimit: 1,
    totalQuantity: 100000,
    isNewUser: true,
  },
];

// Kinds are the service area's (lib/validation/engagement.ts serviceKinds); every kind has items.
export const seedServiceItems: {
  id: number;
  kind: "delivery" | "returns" | "after-sales" | "contact";
  title: string;
  summary: string;
  content: string;
}[] = [
  {
    id: 1,
    kind: "delivery",
    title: "配送范围与时效",
    summary: "全国大部分地区 1-3 天送达",
    content:
      "订单支付成功后 24 小时内发货（预售商品以页面说明为准）。\n\n省会及主要城市一般 1-2 天送达，其他地区 2-4 天，偏远地区可能延长。\n\n发货后可在“订单详情”查看物流轨迹。",
  },
  {
    id: 2,
    kind: "delivery",
    title: "运费说明",
    summary: "按重量计费：首重 + 续重；满 99 元包邮",
    content:
      "运费按商品总重量计算：首重价格覆盖首重重量，超出部分按续重单位计费，不足一个单位按一个单位计算。\n\n商品金额（扣除优惠券后）满 99 元包邮，购物车和确认订单页会提示还差多少。\n\n选择“自提”的订单不收运费。",
  },
  {
    id: 3,
    kind: "delivery",
    title: "门店自提",
    summary: "下单时选择自提点，到店凭订单号取货",
    content:
      "在确认订单页选择“自提”，挑选离您最近的自提点。\n\n商品到达自提点后会通知您，请在 7 天内凭订单号和手机号取货。",
  },
  {
    id: 4,
    kind: "returns",
    title: "七天无理由退货",
    summary: "签收后 7 天内，商品完好可申请",
    content:
      "自签收次日起 7 天内，商品及包装完好、不影响二次销售的，可申请无理由退货。\n\n定制类、鲜活易腐、已拆封的数字商品等不适用。\n\n退货运费：质量问题由商城承担，非质量问题由您承担。",
  },
  {
    id: 5,
    kind: "returns",
    title: "退款到账时间",
    summary: "原路退回，一般 1-7 个工作日",
    content:
      "退货验收通过后，款项原路退回：钱包 1-3 个工作日，银行卡 3-7 个工作日。\n\n使用的优惠券在订单关闭后自动退回（仍在有效期内时可再次使用）。",
  },
  {
    id: 6,
    kind: "after-sales",
    title: "质量问题与保修",
    summary: "15 天换货，按厂家规定保修",
    content:
      "签收后 15 天内出现非人为质量问题，可申请换货。\n\n电器、数码类商品按厂家规定提供保修，请保留发票和包装。\n\n申请售后时请提供订单号、问题描述和照片。",
  },
  {
    id: 7,
    kind: "after-sales",
    title: "发票开具",
    summary: "支持电子普通发票",
    content: "订单完成后可在“咨询”中提供发票抬头和税号，我们会在 3 个工作日内开具电子普通发票并发送给您。",
  },
  {
    id: 8,
    kind: "contact",
    title: "在线咨询",
    summary: "每天 9:00-21:00 在线答复",
    content: "在“我的 - 咨询”中留言，客服会在工作时间内尽快回复；回复后您会看到未读提示。",
  },
  {
    id: 9,
    kind: "contact",
    title: "客服热线",
    summary: "400-000-0000（9:00-21:00）",
    content: "客服热线：400-000-0000\n服务时间：每天 9:00-21:00\n\n也可以在“咨询”中留言，我们会尽快回复。",
  },
];

/** Coupons and service items. Runs in `client`'s transaction when given one. */
export async function seedEngagement(client: Tx, log: (message: string) => void = () => {}): Promise<void> {
  const now = Date.now();
  const existingCoupons = await client.coupon.findMany({ where: { id: { in: seedCoupons.map((c) => c.id) } } });
  const current = new Map(existingCoupons.map((c) => [c.id, c]));
  const coupons = seedCoupons.map((c) => {
    const before = current.get(c.id);
    const window = keepWindow(before && { start: before.validFrom, end: before.validTo }, -1, 365, now);
    return {
      id: c.id,
      name: c.name,
      kind: c.kind,
      threshold: c.threshold,
      amountOff: c.amountOff ?? 0,
      ratePercent: c.ratePercent ?? null,
      maxDiscount: c.maxDiscount ?? null,
      validFrom: window.start,
      validTo: window.end,
      validDays: c.validDays ?? null,
      perUserLimit: c.perUserLimit,
      totalQuantity: c.totalQuantity,
      isNewUser: c.isNewUser ?? false,
      active: true,
      claimedCount: 0,
    };
  });
  const couponResult = await syncRows({
    desired: coupons,
    existing: existingCoupons,
    key: ["id"],
    // claimedCount is written on insert only.
    update: [
      "name",
      "kind",
      "threshold",
      "amountOff",
      "ratePercent",
      "maxDiscount",
      "validFrom",
      "validTo",
      "validDays",
      "perUserLimit",
      "totalQuantity",
      "isNewUser",
      "active",
    ],
    createMany: (data) => client.coupon.createMany({ data }),
    updateOne: (row, data) => client.coupon.update({ where: { id: row.id }, data }),
  });

  const items = seedServiceItems.map((item, sort) => ({ ...item, sort }));
  const itemResult = await syncRows({
    desired: items,
    existing: await client.serviceItem.findMany({ where: { id: { in: items.map((i) => i.id) } } }),
    key: ["id"],
    update: ["kind", "title", "summary", "content", "sort"],
    createMany: (data) => client.serviceItem.createMany({ data }),
    updateOne: (row, data) => client.serviceItem.update({ where: { id: row.id }, data }),
  });
  log(
    `${describeSync("coupons", coupons.length, couponResult)}, ${describeSync("service items", items.length, itemResult)}`,
  );
}
