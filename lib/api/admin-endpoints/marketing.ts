// Marketing (issue 23, part B): coupons with their claims, sales and flash sales. Changes need
// marketing:write and are audited in their own transaction; the claims' CSV needs export:run.
import { z } from "zod";
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { idParamsSchema } from "@/lib/validation/admin-orders";
import {
  adminCouponQuerySchema,
  adminSaleQuerySchema,
  couponCreateSchema,
  couponStatusSchema,
  couponUpdateSchema,
  saleCreateSchema,
  saleUpdateSchema,
} from "@/lib/validation/admin-marketing";
import {
  adminCouponPageSchema,
  adminCouponSchema,
  adminSalePageSchema,
  adminSaleProductSchema,
  adminSaleSchema,
} from "@/lib/validation/responses/admin-marketing";

const stale = "409: the version is stale (the answer's `current` is the record as saved now)";

export const couponEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/coupons",
    summary: "Coupons, newest first, with claim and use counts",
    tag: "Marketing",
    permission: "marketing:write",
    query: adminCouponQuerySchema,
    response: adminCouponPageSchema,
  }),
  create: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/coupons",
    summary:
      "Creates a coupon: amount off with a threshold or percent off with a cap; a window or days after claiming; total and per-shopper quantities; new-shopper pack; scope all, categories or products",
    tag: "Marketing",
    permission: "marketing:write",
    body: couponCreateSchema,
    response: adminCouponSchema,
  }),
  detail: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/coupons/{id}",
    summary: "One coupon with its claim and use counts",
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    response: adminCouponSchema,
    errors: [404],
  }),
  update: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/coupons/{id}",
    summary: `Saves an edit made on \`version\`. A total below what shoppers already claimed is refused (409). ${stale}`,
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    body: couponUpdateSchema,
    response: adminCouponSchema,
    errors: [404, 409],
  }),
  status: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/coupons/{id}/status",
    summary: `Stops a coupon (no more claims; coupons held stay usable until they expire) or starts it again. ${stale}`,
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    body: couponStatusSchema,
    response: adminCouponSchema,
    errors: [404, 409],
  }),
  claims: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/coupons/{id}/claims",
    summary:
      "The coupon's claims as CSV (UTF-8 with BOM, streamed; cells starting with = + - @ made inert): shopper, claimed, expires, used, order; headings in the operator's language, times on the shop's clock. Audited.",
    tag: "Marketing",
    permission: "export:run",
    params: idParamsSchema,
    response: z.string(),
    responseMedia: { "text/csv": z.string() },
    errors: [404],
  }),
};

export const saleEndpoints = {
  list: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/sales",
    summary: "Sales and flash sales, latest start first, by status (running, upcoming, ended, stopped)",
    tag: "Marketing",
    permission: "marketing:write",
    query: adminSaleQuerySchema,
    response: adminSalePageSchema,
  }),
  create: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/sales",
    summary:
      "Creates a sale of a product in a window: every SKU at a rate, or chosen SKUs at a flash price or rate; a total quantity and a per-shopper limit that checkout enforces",
    tag: "Marketing",
    permission: "marketing:write",
    body: saleCreateSchema,
    response: adminSaleSchema,
  }),
  product: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/sales/products/{id}",
    summary: "A product's SKUs with their regular prices, for choosing what goes on sale",
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    response: adminSaleProductSchema,
    errors: [404],
  }),
  detail: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/sales/{id}",
    summary: "One sale with its SKUs, units sold and status",
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    response: adminSaleSchema,
    errors: [404],
  }),
  update: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/sales/{id}",
    summary: `Saves an edit made on \`version\` (active: false stops the sale). A quantity below the units sold is refused (409). Orders placed keep their prices. ${stale}`,
    tag: "Marketing",
    permission: "marketing:write",
    params: idParamsSchema,
    body: saleUpdateSchema,
    response: adminSaleSchema,
    errors: [404, 409],
  }),
};
