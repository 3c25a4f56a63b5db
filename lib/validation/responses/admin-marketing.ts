// Answers of the back office's marketing, content and settings endpoints (issue 23, part B). Money in
// cents, times as ISO text, texts per locale (zh-Hans always; the others when translated), and each
// editable record's `version` for optimistic concurrency.
import { z } from "zod";
import { curatedTags } from "@/lib/domain/catalogue";
import { couponKinds, couponScopes } from "../admin-marketing";
import { cents, dateTime, int } from "./common";
import { pageOf } from "./common";

export const localizedTextOut = z.object({
  "zh-Hans": z.string(),
  "zh-Hant": z.string().optional(),
  en: z.string().optional(),
  ja: z.string().optional(),
});

export const adminCouponSchema = z.object({
  id: int,
  name: localizedTextOut,
  kind: z.enum(couponKinds),
  threshold: cents,
  amountOff: cents,
  ratePercent: int.nullable(),
  maxDiscount: cents.nullable(),
  validFrom: dateTime,
  validTo: dateTime,
  validDays: int.nullable(),
  totalQuantity: int,
  perUserLimit: int,
  isNewUser: z.boolean(),
  scope: z.enum(couponScopes),
  targetIds: z.array(int),
  active: z.boolean(),
  /** Coupons shoppers hold (claimed), and those spent on an order not closed. */
  claimedCount: int,
  usedCount: int,
  createdAt: dateTime,
  version: int,
});
export type AdminCoupon = z.output<typeof adminCouponSchema>;
export const adminCouponPageSchema = pageOf(adminCouponSchema);

export const saleStatus = ["running", "upcoming", "ended", "stopped", "soldOut"] as const;

export const adminSaleSchema = z.object({
  id: int,
  productId: int,
  productName: z.string(),
  title: localizedTextOut,
  ratePercent: int,
  startsAt: dateTime,
  endsAt: dateTime,
  quantityLimit: int.nullable(),
  /** Units sold (a flash sale: units in its orders not closed). */
  soldCount: int,
  perUserLimit: int.nullable(),
  sort: int,
  active: z.boolean(),
  status: z.enum(saleStatus),
  flash: z.boolean(),
  paymentWindowMinutes: int.nullable(),
  /** A flash sale's units taken from the SKU's stock and not sold yet (0 once given back); null otherwise. */
  held: int.nullable(),
  /** The SKUs on sale with their regular and sale prices (empty: every SKU at ratePercent). */
  skus: z.array(
    z.object({
      skuId: int,
      name: z.string(),
      regularPrice: cents,
      price: cents.nullable(),
      ratePercent: int.nullable(),
      salePrice: cents,
    }),
  ),
  version: int,
});
export type AdminSale = z.output<typeof adminSaleSchema>;
export const adminSalePageSchema = pageOf(adminSaleSchema);

/** The SKUs of a product, for choosing what goes on sale. */
export const adminSaleProductSchema = z.object({
  id: int,
  name: z.string(),
  skus: z.array(z.object({ id: int, name: z.string(), price: cents, stock: int })),
});

const windowOut = { startsAt: dateTime.nullable(), endsAt: dateTime.nullable() };

export const adminBannerSchema = z.object({
  id: int,
  position: z.enum(["home", "big"]),
  title: localizedTextOut,
  image: localizedTextOut,
  link: z.string(),
  sort: int,
  active: z.boolean(),
  ...windowOut,
  version: int,
});
export const adminHomeButtonSchema = z.object({
  id: int,
  name: localizedTextOut,
  icon: z.string(),
  link: z.string(),
  sort: int,
  active: z.boolean(),
  ...windowOut,
  version: int,
});
export const adminHotWordSchema = z.object({
  id: int,
  word: localizedTextOut,
  sort: int,
  active: z.boolean(),
  ...windowOut,
  version: int,
});
export const adminActivitySchema = z.object({
  id: int,
  title: localizedTextOut,
  description: localizedTextOut,
  image: localizedTextOut,
  startsAt: dateTime,
  endsAt: dateTime,
  sort: int,
  active: z.boolean(),
  productIds: z.array(int),
  version: int,
});
export const adminShopSchema = z.object({
  id: int,
  name: localizedTextOut,
  description: localizedTextOut,
  logo: z.string(),
  recommended: z.boolean(),
  sort: int,
  productCount: int,
  version: int,
});
export const adminTagListSchema = z.object({
  tag: z.enum(curatedTags),
  rows: z.array(z.object({ id: int, name: z.string(), image: z.string(), price: cents, isOnSale: z.boolean() })),
  version: int,
});

export const adminBannerListSchema = z.object({ rows: z.array(adminBannerSchema) });
export const adminHomeButtonListSchema = z.object({ rows: z.array(adminHomeButtonSchema) });
export const adminHotWordListSchema = z.object({ rows: z.array(adminHotWordSchema) });
export const adminActivityListSchema = z.object({ rows: z.array(adminActivitySchema) });
export const adminShopListSchema = z.object({ rows: z.array(adminShopSchema) });

export const adminFreightRuleSchema = z.object({
  id: int,
  name: z.string(),
  firstWeight: int,
  firstWeightPrice: cents,
  continuousWeight: int,
  continuousWeightPrice: cents,
  maxWeight: int,
  freeShippingThreshold: cents.nullable(),
  shopId: int.nullable(),
  isDefault: z.boolean(),
  region: z.string().meta({ description: "The destination region it prices: CN, HK, MO or TW" }),
  active: z.boolean().meta({ description: "False once retired: it prices no new order" }),
  version: int,
});
export const adminCourierSchema = z.object({
  id: int,
  code: z.string(),
  name: localizedTextOut,
  trackingUrl: z.string().meta({ description: "The tracking page, {waybill} where the number goes; empty: none" }),
  region: z.string().meta({ description: "Where it delivers: CN, HK, MO, TW or ALL" }),
  sort: int,
  active: z.boolean(),
  version: int,
});
export const adminCourierListSchema = z.object({ rows: z.array(adminCourierSchema) });
export const adminPickupPointSchema = z.object({
  id: int,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  active: z.boolean(),
  version: int,
});
export const adminServiceItemSchema = z.object({
  id: int,
  kind: z.enum(["delivery", "returns", "after-sales", "contact"]),
  title: localizedTextOut,
  summary: localizedTextOut,
  content: localizedTextOut,
  sort: int,
  active: z.boolean(),
  version: int,
});
export const adminFreightRuleListSchema = z.object({ rows: z.array(adminFreightRuleSchema) });
export const adminPickupPointListSchema = z.object({ rows: z.array(adminPickupPointSchema) });
export const adminServiceItemListSchema = z.object({ rows: z.array(adminServiceItemSchema) });

export const paymentSettingsSchema = z.object({
  /** Minutes an unpaid order waits; `fromEnvironment` when no operator has set it. */
  paymentWindow: z.object({ minutes: int, fromEnvironment: z.boolean(), version: int }),
  /** Each provider: configured (its keys are set; never shown), sandbox (the offline simulator), or off. */
  channels: z.array(
    z.object({
      provider: z.enum(["wechat", "alipay", "icbc"]),
      status: z.enum(["configured", "sandbox", "off"]),
      channels: z.array(z.string()),
      mode: z.string().nullable().meta({
        description: "How it is configured: v2, v3-public-key, v3-platform-certificate, public-key, certificate, …",
      }),
      readiness: z
        .enum(["ready", "not_configured", "invalid", "expired", "not_yet_valid"])
        .meta({ description: "Ready only when its credentials parse and every certificate is within its validity" }),
      field: z.string().nullable().meta({ description: "The variable at fault when not ready (never its value)" }),
      expiresAt: z.iso.datetime().nullable().meta({ description: "The earliest end of its certificates' validity" }),
    }),
  ),
});
