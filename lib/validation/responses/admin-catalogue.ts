// What the back office's catalogue endpoints answer (lib/api/admin-endpoints/catalogue.ts).
import { z } from "zod";
import { productTags, stockLedgerReasons, translationEntities } from "../admin-catalogue";
import { auditRowSchema } from "./admin";
import { cents, dateTime, int, pageOf } from "./common";

const localeText = z.object({
  "zh-Hans": z.string(),
  "zh-Hant": z.string().optional(),
  en: z.string().optional(),
  ja: z.string().optional(),
});

export const adminProductRowSchema = z.object({
  id: int,
  code: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  price: cents,
  isOnSale: z.boolean(),
  deletedAt: dateTime.nullable(),
  category: z.object({ id: int, name: z.string() }),
  skuCount: int,
  stock: int.meta({ description: "Stock of the visible SKUs together" }),
  lowStock: z.boolean().meta({ description: "A visible SKU is at or under its low-stock threshold" }),
  sales: int,
  updatedAt: dateTime,
});
export type AdminProductRow = z.output<typeof adminProductRowSchema>;
export const adminProductPageSchema = pageOf(adminProductRowSchema);

export const adminSkuSchema = z.object({
  id: int,
  code: z.string().nullable(),
  values: z.array(int),
  name: z.string(),
  price: cents,
  originalPrice: cents.nullable(),
  stock: int,
  weight: int,
  image: z.string().nullable(),
  lowStock: int,
  hidden: z.boolean().meta({ description: "A removed SKU that orders reference: sold out, off the goods page" }),
});

export const adminProductDetailSchema = z.object({
  id: int,
  code: z.string().nullable(),
  categoryId: int,
  shopId: int.nullable(),
  name: localeText,
  subtitle: localeText.partial(),
  description: localeText.partial(),
  tags: z.array(z.enum(productTags)),
  images: z.array(z.string()),
  isOnSale: z.boolean(),
  sort: int,
  specs: z.array(z.object({ name: localeText, values: z.array(localeText) })),
  skus: z.array(adminSkuSchema),
  sales: int,
  version: int,
  deletedAt: dateTime.nullable(),
  updatedAt: dateTime,
  audit: z.array(auditRowSchema),
});
export type AdminProductDetail = z.output<typeof adminProductDetailSchema>;

/** The contract of POST /api/admin/v1/products (other tools script it). */
export const productSavedSchema = z.object({
  id: int,
  version: int,
  skus: z.array(z.object({ id: int, values: z.array(int), price: cents, stock: int })),
});

export const adminStockRowSchema = z.object({
  skuId: int,
  productId: int,
  productName: z.string(),
  skuName: z.string(),
  code: z.string().nullable(),
  stock: int,
  lowStock: int,
  hidden: z.boolean(),
});
export const adminStockPageSchema = pageOf(adminStockRowSchema);

export const stockEntrySchema = z.object({
  id: int,
  delta: int,
  reason: z.enum(stockLedgerReasons),
  stockAfter: int,
  note: z.string(),
  actor: z.string(),
  orderId: int.nullable().meta({ description: "The order that moved the stock, when one did" }),
  afterSaleId: int.nullable().meta({ description: "The after-sales request that moved the stock, when one did" }),
  createdAt: dateTime,
});
export const stockAdjustedSchema = z.object({ skuId: int, stock: int, entry: stockEntrySchema });
export const stockLedgerSchema = pageOf(stockEntrySchema);
export const lowStockSetSchema = z.object({ skuId: int, lowStock: int });

export type AdminCategoryNode = {
  id: number;
  name: z.output<typeof localeText>;
  icon: string;
  hidden: boolean;
  sort: number;
  parentId: number | null;
  productCount: number;
  children: AdminCategoryNode[];
};
export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode, AdminCategoryNode> = z.lazy(() =>
  z.object({
    id: int,
    name: localeText,
    icon: z.string(),
    hidden: z.boolean(),
    sort: int,
    parentId: int.nullable(),
    productCount: int,
    children: z.array(adminCategoryNodeSchema),
  }),
);
export const adminCategoryTreeSchema = z.object({ rows: z.array(adminCategoryNodeSchema) });
export const adminCategorySchema = z.object({
  id: int,
  name: localeText,
  icon: z.string(),
  hidden: z.boolean(),
  sort: int,
  parentId: int.nullable(),
});

export const translationRowSchema = z.object({
  entity: z.enum(translationEntities),
  id: int,
  label: z.string().meta({ description: "What the row is, in zh-Hans (a product's name, ...)" }),
  fields: z.array(
    z.object({
      field: z.string(),
      "zh-Hans": z.string(),
      "zh-Hant": z.string(),
      en: z.string(),
      ja: z.string(),
    }),
  ),
});
export const translationPageSchema = pageOf(translationRowSchema);
export const translationSavedSchema = z.object({ ok: z.literal(true) });

export const importReportSchema = z.object({
  applied: z.boolean().meta({ description: "True when the file was written (all rows good and not a dry run)" }),
  products: int,
  skus: int,
  created: int,
  updated: int,
  unchanged: int,
  errors: z.array(
    z.object({
      line: int,
      column: z.string(),
      message: z.string().meta({ description: "In the operator's language" }),
    }),
  ),
});
export type ImportReport = z.output<typeof importReportSchema>;

export const adminUploadSchema = z.object({ url: z.string(), width: int.nullable(), height: int.nullable() });
export const adminUploadsSchema = z.object({ rows: z.array(adminUploadSchema) });

/** A bulk change's lines: what each product (and, for prices, each SKU) holds before and after. */
export const bulkChangeResultSchema = z.object({
  lines: z.array(
    z.object({
      productId: int,
      name: z.string(),
      skuId: int.nullable(),
      skuName: z.string(),
      field: z.enum(["price", "isOnSale", "categoryId"]),
      before: z.union([int, z.boolean()]),
      after: z.union([int, z.boolean()]),
    }),
  ),
  applied: z.boolean().meta({ description: "false for a preview (or when nothing would change)" }),
});
