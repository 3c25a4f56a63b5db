// Demo engagement data: claimable coupons, the new-user coupons and the service area's items.
// Idempotent: each table is filled only when it is empty, so operators' edits survive a re-seed.
import type { PrismaClient } from "../../lib/generated/prisma/client";

const DAY = 24 * 3600 * 1000;

type SeedCoupon = {
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

// Amounts in cents.
export const seedCoupons: SeedCoupon[] = [
  { name: "满100减10", kind: "amount", threshold: 10000, amountOff: 1000, validDays: 30, perUserLimit: 2, totalQuantity: 5000 },
  { name: "满300减40", kind: "amount", threshold: 30000, amountOff: 4000, validDays: 30, perUserLimit: 1, totalQuantity: 2000 },
  { name: "全场9折券", kind: "rate", threshold: 5000, ratePercent: 90, maxDiscount: 5000, validDays: 15, perUserLimit: 1, totalQuantity: 2000 },
  { name: "无门槛5元券", kind: "amount", threshold: 0, amountOff: 500, validDays: 7, perUserLimit: 1, totalQuantity: 1000 },
  { name: "数码满2000减200", kind: "amount", threshold: 200000, amountOff: 20000, perUserLimit: 1, totalQuantity: 300 },
  { name: "新人专享 满50减20", kind: "amount", threshold: 5000, amountOff: 2000, validDays: 7, perUserLimit: 1, totalQuantity: 1000000, isNewUser: true },
  { name: "新人无门槛3元券", kind: "amount", threshold: 0, amountOff: 300, validDays: 7, perUserLimit: 1, totalQuantity: 1000000, isNewUser: true },
];

export const seedServiceItems: { kind: string; title: string; summary: string; content: string }[] = [
  {
    kind: "delivery",
    title: "配送范围与时效",
    summary: "全国大部分地区 1-3 天送达",
    content: "订单支付成功后 24 小时内发货（预售商品以页面说明为准）。\n\n省会及主要城市一般 1-2 天送达，其他地区 2-4 天，偏远地区可能延长。\n\n发货后可在“订单详情”查看物流轨迹。",
  },
  {
    kind: "delivery",
    title: "运费说明",
    summary: "按重量计费：首重 + 续重",
    content: "运费按商品总重量计算：首重价格覆盖首重重量，超出部分按续重单位计费，不足一个单位按一个单位计算。\n\n选择“自提”的订单不收运费。",
  },
  {
    kind: "delivery",
    title: "门店自提",
    summary: "下单时选择自提点，到店凭订单号取货",
    content: "在确认订单页选择“自提”，挑选离您最近的自提点。\n\n商品到达自提点后会通知您，请在 7 天内凭订单号和手机号取货。",
  },
  {
    kind: "returns",
    title: "七天无理由退货",
    summary: "签收后 7 天内，商品完好可申请",
    content: "自签收次日起 7 天内，商品及包装完好、不影响二次销售的，可申请无理由退货。\n\n定制类、鲜活易腐、已拆封的数字商品等不适用。\n\n退货运费：质量问题由商城承担，非质量问题由您承担。",
  },
  {
    kind: "returns",
    title: "退款到账时间",
    summary: "原路退回，一般 1-7 个工作日",
    content: "退货验收通过后，款项原路退回：钱包 1-3 个工作日，银行卡 3-7 个工作日。\n\n使用的优惠券在订单关闭后自动退回（仍在有效期内时可再次使用）。",
  },
  {
    kind: "after-sales",
    title: "质量问题与保修",
    summary: "15 天换货，按厂家规定保修",
    content: "签收后 15 天内出现非人为质量问题，可申请换货。\n\n电器、数码类商品按厂家规定提供保修，请保留发票和包装。\n\n申请售后时请提供订单号、问题描述和照片。",
  },
  {
    kind: "after-sales",
    title: "发票开具",
    summary: "支持电子普通发票",
    content: "订单完成后可在“咨询”中提供发票抬头和税号，我们会在 3 个工作日内开具电子普通发票并发送给您。",
  },
  {
    kind: "contact",
    title: "在线咨询",
    summary: "每天 9:00-21:00 在线答复",
    content: "在“我的 - 咨询”中留言，客服会在工作时间内尽快回复；回复后您会看到未读提示。",
  },
  {
    kind: "contact",
    title: "客服热线",
    summary: "400-000-0000（9:00-21:00）",
    content: "客服热线：400-000-0000\n服务时间：每天 9:00-21:00\n\n也可以在“咨询”中留言，我们会尽快回复。",
  },
];

export async function seedEngagement(client: PrismaClient, log: (message: string) => void = () => {}): Promise<void> {
  const now = Date.now();
  if ((await client.coupon.count()) === 0) {
    await client.coupon.createMany({
      data: seedCoupons.map((c) => ({
        name: c.name,
        kind: c.kind,
        threshold: c.threshold,
        amountOff: c.amountOff ?? 0,
        ratePercent: c.ratePercent ?? null,
        maxDiscount: c.maxDiscount ?? null,
        validDays: c.validDays ?? null,
        perUserLimit: c.perUserLimit,
        totalQuantity: c.totalQuantity,
        isNewUser: c.isNewUser ?? false,
        validFrom: new Date(now - DAY),
        validTo: new Date(now + 365 * DAY),
      })),
    });
    log(`${seedCoupons.length} coupons`);
  }
  if ((await client.serviceItem.count()) === 0) {
    await client.serviceItem.createMany({ data: seedServiceItems.map((item, sort) => ({ ...item, sort })) });
    log(`${seedServiceItems.length} service items`);
  }
}
