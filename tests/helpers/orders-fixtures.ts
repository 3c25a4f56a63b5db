// Shop data for the cart, order and payment tests, created straight in the test file's database so
// the tests do not depend on the demo seed's figures.
import crypto from "node:crypto";
import { db, dbReady } from "@/lib/db";

const tag = () => crypto.randomBytes(3).toString("hex");

export async function createSku(
  options: { price?: number; stock?: number; weight?: number; isOnSale?: boolean; discountPercent?: number } = {},
) {
  await dbReady();
  const category =
    (await db.category.findFirst({ select: { id: true } })) ??
    (await db.category.create({ data: { name: "测试分类" }, select: { id: true } }));
  const price = options.price ?? 1000;
  const product = await db.product.create({
    data: {
      name: `测试商品 ${tag()}`,
      image: "/media/products/test.svg",
      price,
      categoryId: category.id,
      isOnSale: options.isOnSale ?? true,
      skus: { create: { name: "标准", price, stock: options.stock ?? 10, weight: options.weight ?? 500 } },
      ...(options.discountPercent
        ? {
            discounts: {
              create: {
                title: "限时折扣",
                ratePercent: options.discountPercent,
                startsAt: new Date(Date.now() - 3600_000),
                endsAt: new Date(Date.now() + 3600_000),
              },
            },
          }
        : {}),
    },
    select: { id: true, skus: { select: { id: true, stock: true } } },
  });
  // Its stock enters the ledger as the seed's does (an opening row), so stock = sum(delta) holds.
  const [sku] = product.skus;
  if (sku.stock > 0)
    await db.stockEntry.create({
      data: { skuId: sku.id, delta: sku.stock, reason: "opening", stockAfter: sku.stock, actor: "system" },
    });
  return { productId: product.id, skuId: sku.id };
}

export async function stockOf(skuId: number): Promise<number> {
  return (await db.sku.findUniqueOrThrow({ where: { id: skuId }, select: { stock: true } })).stock;
}

/** Freight: 10.00 for the first kilo, 5.00 per further started half kilo, nothing above 5 kg. */
export const TEST_FREIGHT = {
  firstWeight: 1000,
  firstWeightPrice: 1000,
  continuousWeight: 500,
  continuousWeightPrice: 500,
  maxWeight: 5000,
};

export async function useTestFreightRule() {
  await dbReady();
  await db.freightRule.deleteMany({});
  await db.freightRule.create({ data: { name: "测试运费", ...TEST_FREIGHT, isDefault: true } });
}

/** An address of each region outside the mainland, as the address book stores them (docs/decisions/030). */
export const REGION_ADDRESSES = {
  HK: {
    region: "HK",
    phone: "+85291234567",
    province: "香港",
    city: "九龍",
    district: "油尖旺區",
    detail: "彌敦道 1 號",
  },
  MO: {
    region: "MO",
    phone: "+85366123456",
    province: "澳門",
    city: "氹仔",
    district: "",
    detail: "孫逸仙博士大馬路 1 號",
  },
  TW: {
    region: "TW",
    phone: "+886912345678",
    province: "臺灣",
    city: "臺北市",
    district: "中正區",
    postalCode: "100",
    detail: "重慶南路一段 1 號",
  },
} as const;

export async function createPickupPoint() {
  await dbReady();
  return db.pickupPoint.create({
    data: { name: `自提点 ${tag()}`, address: "深圳市南山区科技园 1 号", phone: "075500000000", hours: "9:00-21:00" },
  });
}

export const addressInput = {
  name: "张三",
  phone: "13800138000",
  province: "广东省",
  city: "深圳市",
  district: "南山区",
  detail: "科技园路 1 号",
};

export async function createAddressFor(
  userId: number,
  overrides: Partial<typeof addressInput> & { isDefault?: boolean; region?: string; postalCode?: string } = {},
) {
  await dbReady();
  // Stored as the API stores it: the phone in E.164 (lib/phone).
  return db.address.create({ data: { ...addressInput, phone: `+86${addressInput.phone}`, ...overrides, userId } });
}

/** A coupon held by the user: `amountOff` off orders of at least `threshold`. */
export async function giveCoupon(
  userId: number,
  options: { amountOff?: number; threshold?: number; expiresInMs?: number } = {},
) {
  await dbReady();
  const now = Date.now();
  const coupon = await db.coupon.create({
    data: {
      name: `测试券 ${tag()}`,
      kind: "amount",
      threshold: options.threshold ?? 0,
      amountOff: options.amountOff ?? 300,
      validFrom: new Date(now - 3600_000),
      validTo: new Date(now + 30 * 86400_000),
      totalQuantity: 100,
      claimedCount: 1,
    },
  });
  return db.userCoupon.create({
    data: { userId, couponId: coupon.id, expiresAt: new Date(now + (options.expiresInMs ?? 86400_000)) },
  });
}
