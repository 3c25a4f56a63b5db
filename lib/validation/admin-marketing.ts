// Inputs of the back office's marketing, content and settings (issue 23, part B). Every field is
// checked here (messages are keys under "validation", translated in the operator's locale); what needs
// the database (a product exists, a link's target, a quantity above what was claimed) is the services'.
// Money in integer cents; times ISO 8601; texts per locale with zh-Hans required.
import { z } from "zod";
import { ADDRESS_REGIONS, type AddressRegion } from "@/lib/regions";
import { curatedTags } from "@/lib/domain/catalogue";
import { idSchema, multiLineText, OWN_PICTURE_PATTERN, pageQuerySchema, requiredText, singleLineText } from "./common";

const MONEY_MAX = 100_000_000; // ¥1,000,000.00
const QUANTITY_MAX = 10_000_000;

const money = (min = 0) =>
  z.number({ error: "invalid" }).int("invalid").min(min, "too_small").max(MONEY_MAX, "too_big");
const count = (min: number, max: number) =>
  z.number({ error: "invalid" }).int("invalid").min(min, "too_small").max(max, "too_big");
const sort = count(0, 100_000).default(0);
const version = count(1, 2_147_483_647);

/** An optional translation: empty means "falls back to zh-Hans". */
const optionalText = (max: number) => singleLineText().max(max, "too_big").optional();

/** A text in four locales: zh-Hans required, the others optional. */
export function localizedText(max: number) {
  return z.object({
    "zh-Hans": requiredText(max),
    "zh-Hant": optionalText(max),
    en: optionalText(max),
    ja: optionalText(max),
  });
}

/** Rich text in four locales (sanitised by the service; lib/services/catalogue/rich-text.ts). */
export function localizedRichText(max: number) {
  const text = multiLineText().max(max, "too_big");
  return z.object({
    "zh-Hans": multiLineText({ error: "required" }).min(1, "required").max(max, "too_big"),
    "zh-Hant": text.optional(),
    en: text.optional(),
    ja: text.optional(),
  });
}

/**
 * A picture of this site: an upload (/uploads/<32 hex>.<ext>, through the back office's upload) or a
 * drawn picture (/media/...). Never another site's address: the shop's pages load only their own.
 */
export const imageSchema = singleLineText({ error: "required" })
  .min(1, "required")
  .max(300, "too_big")
  .regex(OWN_PICTURE_PATTERN, "image_invalid");

/** A picture per locale (a banner's picture may carry its words): zh-Hans required. */
export const localizedImageSchema = z.object({
  "zh-Hans": imageSchema,
  "zh-Hant": imageSchema.optional().or(z.literal("")),
  en: imageSchema.optional().or(z.literal("")),
  ja: imageSchema.optional().or(z.literal("")),
});

/**
 * A link's shape: a path of this site or an https address (the service checks what it names and the
 * web view allow-list); "" for none.
 */
export const linkSchema = singleLineText()
  .max(500, "too_big")
  .refine((s) => s === "" || (s.startsWith("/") && !s.startsWith("//")) || /^https:\/\//i.test(s), "link_invalid");

const instant = z.iso.datetime({ offset: true, error: "invalid" }).transform((s) => new Date(s));

/** An optional window: either end may be open; when both are set the end is after the start. */
const windowShape = { startsAt: instant.nullable().default(null), endsAt: instant.nullable().default(null) };
const windowOrdered = (w: { startsAt: Date | null; endsAt: Date | null }) =>
  !w.startsAt || !w.endsAt || w.endsAt > w.startsAt;
const windowIssue = { message: "window_order", path: ["endsAt"] };

export const versionSchema = z.object({ version });
export const tagParamsSchema = z.object({
  tag: z.enum(curatedTags, { error: "invalid" }),
});

// ---------- coupons ----------

export const couponScopes = ["all", "categories", "products"] as const;
export const couponKinds = ["amount", "rate"] as const;

const couponShape = {
  name: localizedText(40),
  kind: z.enum(couponKinds, { error: "invalid" }),
  /** Goods amount (of the lines in scope) the order must reach; 0 for none. */
  threshold: money(0),
  /** amount: cents off. */
  amountOff: money(0).default(0),
  /** rate: percentage charged (90 = 10% off). */
  ratePercent: count(1, 99).nullable().default(null),
  /** rate: the most it takes off; null for no cap. */
  maxDiscount: money(1).nullable().default(null),
  validFrom: instant,
  validTo: instant,
  /** When set, a claimed coupon lasts this many days (never past validTo). */
  validDays: count(1, 3650).nullable().default(null),
  totalQuantity: count(1, QUANTITY_MAX),
  perUserLimit: count(1, 100).default(1),
  /** Given by the new-shopper popup only (not in the claim centre). */
  isNewUser: z.boolean({ error: "invalid" }).default(false),
  scope: z.enum(couponScopes, { error: "invalid" }).default("all"),
  /** The categories or products of a scoped coupon. */
  targetIds: z.array(idSchema, { error: "invalid" }).max(200, "too_big").default([]),
  active: z.boolean({ error: "invalid" }).default(true),
};

type CouponDraft = {
  kind: "amount" | "rate";
  threshold: number;
  amountOff: number;
  ratePercent: number | null;
  validFrom: Date;
  validTo: Date;
  scope: string;
  targetIds: number[];
};

function checkCoupon(c: CouponDraft, ctx: z.RefinementCtx) {
  if (c.kind === "amount" && c.amountOff < 1)
    ctx.addIssue({ code: "custom", message: "required", path: ["amountOff"] });
  if (c.kind === "amount" && c.threshold > 0 && c.amountOff >= c.threshold)
    ctx.addIssue({ code: "custom", message: "amount_over_threshold", path: ["amountOff"] });
  if (c.kind === "rate" && c.ratePercent === null)
    ctx.addIssue({ code: "custom", message: "required", path: ["ratePercent"] });
  if (c.validTo <= c.validFrom) ctx.addIssue({ code: "custom", message: "window_order", path: ["validTo"] });
  if (c.scope !== "all" && c.targetIds.length === 0)
    ctx.addIssue({ code: "custom", message: "required", path: ["targetIds"] });
}

export const couponCreateSchema = z.object(couponShape).superRefine(checkCoupon);
export const couponUpdateSchema = z.object({ ...couponShape, version }).superRefine(checkCoupon);
export const couponStatusSchema = z.object({ active: z.boolean({ error: "invalid" }), version });

export const adminCouponQuerySchema = pageQuerySchema.extend({
  status: z.enum(["all", "active", "stopped"], { error: "invalid" }).default("all"),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuerySchema>;

// ---------- sales ----------

const saleLine = z
  .object({
    skuId: idSchema,
    /** The flash price in cents; else ratePercent; else the sale's rate. */
    price: money(1).nullable().default(null),
    ratePercent: count(1, 99).nullable().default(null),
  })
  .refine((l) => l.price === null || l.ratePercent === null, { message: "price_or_rate", path: ["price"] });

const saleShape = {
  productId: idSchema,
  title: localizedText(40),
  /** Percentage charged (85 = 15% off): of every SKU without lines, of lines that name no price. */
  ratePercent: count(1, 100),
  startsAt: instant,
  endsAt: instant,
  /** Units the sale sells in all; null: no limit. */
  quantityLimit: count(1, QUANTITY_MAX).nullable().default(null),
  /** Units one shopper may buy at the sale's price; null: no limit. */
  perUserLimit: count(1, 1000).nullable().default(null),
  sort,
  active: z.boolean({ error: "invalid" }).default(true),
  /** The SKUs on sale; empty: all of them at ratePercent. */
  skus: z.array(saleLine, { error: "invalid" }).max(200, "too_big").default([]),
  /**
   * A flash sale (秒杀, docs/decisions/022-flash-sale.md): one SKU at a flash price, shown with a
   * countdown before startsAt, bought only with the buy button; its quantity is taken from the SKU's
   * stock and held for the sale. Fixed once saved.
   */
  flash: z.boolean({ error: "invalid" }).default(false),
  /** Minutes a flash order waits for payment (flash sales; at most the shop's payment window). */
  paymentWindowMinutes: count(1, 120).nullable().default(null),
};

type SaleDraft = {
  startsAt: Date;
  endsAt: Date;
  ratePercent: number;
  skus: { skuId: number; price: number | null; ratePercent: number | null }[];
  flash: boolean;
  quantityLimit: number | null;
  perUserLimit: number | null;
  paymentWindowMinutes: number | null;
};
function checkSale(s: SaleDraft, ctx: z.RefinementCtx) {
  if (s.endsAt <= s.startsAt) ctx.addIssue({ code: "custom", message: "window_order", path: ["endsAt"] });
  if (new Set(s.skus.map((l) => l.skuId)).size !== s.skus.length)
    ctx.addIssue({ code: "custom", message: "duplicate", path: ["skus"] });
  if (s.skus.length === 0 && s.ratePercent >= 100 && !s.flash)
    ctx.addIssue({ code: "custom", message: "too_big", path: ["ratePercent"] });
  if (!s.flash) return;
  // A flash sale sells one SKU at a price, a fixed quantity, a limit per shopper, in its own window.
  if (s.skus.length !== 1) ctx.addIssue({ code: "custom", message: "flash_one_sku", path: ["skus"] });
  else if (s.skus[0].price === null) ctx.addIssue({ code: "custom", message: "required", path: ["skus", 0, "price"] });
  for (const field of ["quantityLimit", "perUserLimit", "paymentWindowMinutes"] as const)
    if (s[field] === null) ctx.addIssue({ code: "custom", message: "required", path: [field] });
}

export const saleCreateSchema = z.object(saleShape).superRefine(checkSale);
export const saleUpdateSchema = z.object({ ...saleShape, version }).superRefine(checkSale);

export const adminSaleQuerySchema = pageQuerySchema.extend({
  status: z.enum(["all", "running", "upcoming", "ended", "stopped"], { error: "invalid" }).default("all"),
});
export type AdminSaleQuery = z.infer<typeof adminSaleQuerySchema>;

// ---------- home and pages ----------

/** The create and update (with the version read) schemas of an editor's record. */
function editable<T extends z.ZodRawShape>(
  shape: T,
  check?: (value: z.output<z.ZodObject<T>>, ctx: z.RefinementCtx) => void,
) {
  const run = check ?? (() => undefined);
  return {
    create: z.object(shape).superRefine(run),
    update: z.object({ ...shape, version }).superRefine(run as never),
  };
}

const checkWindow = (w: { startsAt: Date | null; endsAt: Date | null }, ctx: z.RefinementCtx) => {
  if (!windowOrdered(w)) ctx.addIssue({ code: "custom", ...windowIssue });
};

export const bannerSchemas = editable(
  {
    position: z.enum(["home", "big"], { error: "invalid" }),
    title: localizedText(60),
    image: localizedImageSchema,
    link: linkSchema.default(""),
    sort,
    active: z.boolean({ error: "invalid" }).default(true),
    ...windowShape,
  },
  checkWindow,
);

export const homeButtonSchemas = editable(
  {
    name: localizedText(10),
    icon: imageSchema,
    link: linkSchema.refine((s) => s !== "", "required"),
    sort,
    active: z.boolean({ error: "invalid" }).default(true),
    ...windowShape,
  },
  checkWindow,
);

export const hotWordSchemas = editable(
  {
    word: localizedText(20),
    sort,
    active: z.boolean({ error: "invalid" }).default(true),
    ...windowShape,
  },
  checkWindow,
);

const plainText = (max: number) => multiLineText().max(max, "too_big");

export const activitySchemas = editable(
  {
    title: localizedText(60),
    description: z.object({
      "zh-Hans": plainText(500).default(""),
      "zh-Hant": plainText(500).optional(),
      en: plainText(500).optional(),
      ja: plainText(500).optional(),
    }),
    image: localizedImageSchema,
    startsAt: instant,
    endsAt: instant,
    sort,
    active: z.boolean({ error: "invalid" }).default(true),
    productIds: z.array(idSchema, { error: "invalid" }).max(500, "too_big").default([]),
  },
  (a, ctx) => {
    if (a.endsAt <= a.startsAt) ctx.addIssue({ code: "custom", ...windowIssue });
  },
);

const optionalLongText = (max: number) =>
  z.object({
    "zh-Hans": singleLineText().max(max, "too_big").default(""),
    "zh-Hant": optionalText(max),
    en: optionalText(max),
    ja: optionalText(max),
  });

export const shopSchemas = editable({
  name: localizedText(40),
  description: optionalLongText(200),
  logo: imageSchema.or(z.literal("")).default(""),
  recommended: z.boolean({ error: "invalid" }).default(false),
  sort,
});

/** A merchandising list (boutique, recommend, new, imported): its products in order. */
export const tagListSchema = z.object({
  productIds: z
    .array(idSchema, { error: "invalid" })
    .max(500, "too_big")
    .refine((ids) => new Set(ids).size === ids.length, "duplicate"),
  /** The list's version as read (GET answers it; 0 for a list never saved): a list changed meanwhile is 409. */
  version: count(0, 2_147_483_647),
});

// ---------- settings ----------

export const freightRuleSchemas = editable(
  {
    name: requiredText(40),
    /** Grams the first-weight price covers. */
    firstWeight: count(1, 1_000_000),
    firstWeightPrice: money(0),
    /** Each further started unit of grams. */
    continuousWeight: count(1, 1_000_000),
    continuousWeightPrice: money(0),
    /** Weight above which freight stops growing (grams). */
    maxWeight: count(1, 2_147_483_647).default(2_147_483_647),
    /** 满 X 包邮: goods (after the coupon) from this amount ship free; empty: never free. */
    freeShippingThreshold: money(1).nullable().default(null),
    /** A shop's own rule (one per shop: orders of that shop's goods only); empty: the mall's. */
    shopId: idSchema.nullable().default(null),
    isDefault: z.boolean({ error: "invalid" }).default(false),
    /** The destination region it prices; a region without an active rule is not deliverable. */
    region: z.enum(ADDRESS_REGIONS as [AddressRegion, ...AddressRegion[]], { error: "invalid" }).default("CN"),
    /** False: retired (prices no new order; orders keep their freight). */
    active: z.boolean({ error: "invalid" }).default(true),
  },
  (r, ctx) => {
    if (r.maxWeight < r.firstWeight) ctx.addIssue({ code: "custom", message: "too_small", path: ["maxWeight"] });
  },
);

/** Where a courier delivers: one region, or ALL (docs/decisions/038). */
export const COURIER_REGIONS = ["ALL", ...ADDRESS_REGIONS] as const;

export const courierSchemas = editable({
  /** What the ship endpoint, the batch file and the order keep: capitals, digits and _ (SF, HKPOST). */
  code: singleLineText()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_]{2,16}$/, "invalid")),
  name: localizedText(30),
  /** The tracking page, `{waybill}` where the number goes; empty: none (the waybill is shown alone). */
  trackingUrl: singleLineText()
    .max(300, "too_big")
    .refine((v) => v === "" || /^https:\/\/[^\s]+$/.test(v), "invalid")
    .default(""),
  region: z.enum(COURIER_REGIONS, { error: "invalid" }).default("ALL"),
  sort,
  /** False: retired (not offered for shipping; orders shipped with it still show it). */
  active: z.boolean({ error: "invalid" }).default(true),
});

export const pickupPointSchemas = editable({
  name: requiredText(40),
  address: requiredText(200),
  phone: singleLineText().max(20, "too_big").default(""),
  hours: singleLineText().max(60, "too_big").default(""),
  lat: z.number({ error: "invalid" }).min(-90, "too_small").max(90, "too_big").nullable().default(null),
  lng: z.number({ error: "invalid" }).min(-180, "too_small").max(180, "too_big").nullable().default(null),
  active: z.boolean({ error: "invalid" }).default(true),
});

export const serviceKinds = ["delivery", "returns", "after-sales", "contact"] as const;

export const serviceItemSchemas = editable({
  kind: z.enum(serviceKinds, { error: "invalid" }),
  title: localizedText(60),
  summary: optionalLongText(200),
  content: localizedRichText(10_000),
  sort,
  active: z.boolean({ error: "invalid" }).default(true),
});

export const paymentWindowSchema = z.object({
  /** Minutes an unpaid order waits for payment before it closes. */
  minutes: count(5, 1440),
  version: count(0, 2_147_483_647),
});
