// One discount label per sale (issue 34 §4: the same sale was "7.7折" on the home strip and "7.1折" on
// the goods page): the sale list the home strip reads and the goods page both answer the rate of
// lib/services/catalogue/pricing.ts saleRatePercent — the share charged of the SKU the sale prices
// lowest, against that SKU's own regular price. Both engines.
import { describe, expect, it } from "vitest";
import { GET as discounts } from "@/app/api/v1/get-discount/route";
import { GET as detail } from "@/app/api/v1/products-detail/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";

type Rows = { rows: { id: number; ratePercent: number }[] };
type Detail = { discount: { id: number; ratePercent: number } | null };

/** A product of two SKUs (¥100 and ¥140) on sale now, on the lines given (none: the whole product). */
async function onSale(sale: { ratePercent: number; lines?: { sku: 0 | 1; price?: number; ratePercent?: number }[] }) {
  const category = await db.category.findFirstOrThrow({ select: { id: true } });
  const product = await db.product.create({
    data: {
      name: `标签商品 ${Math.random().toString(36).slice(2, 8)}`,
      image: "/media/products/test.svg",
      price: 10_000,
      categoryId: category.id,
      isOnSale: true,
      skus: {
        create: [
          { name: "小号", price: 10_000, stock: 5, sort: 0 },
          { name: "大号", price: 14_000, stock: 5, sort: 1 },
        ],
      },
    },
    select: { id: true, skus: { orderBy: { id: "asc" }, select: { id: true } } },
  });
  const discount = await db.discount.create({
    data: {
      productId: product.id,
      title: "标签测试",
      ratePercent: sale.ratePercent,
      sort: -1000,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
      ...(sale.lines
        ? {
            skus: {
              create: sale.lines.map((l) => ({
                skuId: product.skus[l.sku].id,
                price: l.price ?? null,
                ratePercent: l.ratePercent ?? null,
              })),
            },
          }
        : {}),
    },
  });
  return { productId: product.id, saleId: discount.id };
}

async function labels(productId: number, saleId: number) {
  const list = await call<Rows>(discounts, "/api/v1/get-discount?pageIndex=1&pageSize=100");
  const page = await call<Detail>(detail, `/api/v1/products-detail?id=${productId}`);
  expect(page.body.discount?.id).toBe(saleId);
  return { strip: list.body.rows.find((r) => r.id === saleId)?.ratePercent, goods: page.body.discount?.ratePercent };
}

describe("a sale's discount label", () => {
  it("is the same on the home strip and the goods page when the sale prices only the dearer SKU", async () => {
    // ¥140 at ¥99.40: 71% charged, whatever the cheaper SKU's regular price is.
    const { productId, saleId } = await onSale({ ratePercent: 100, lines: [{ sku: 1, price: 9940 }] });
    expect(await labels(productId, saleId)).toEqual({ strip: 71, goods: 71 });
  });

  it("is the same on both for a whole-product sale and for lines of their own rates", async () => {
    const whole = await onSale({ ratePercent: 77 });
    expect(await labels(whole.productId, whole.saleId)).toEqual({ strip: 77, goods: 77 });
    // The cheaper SKU at 90% (¥90), the dearer at 60% (¥84): the lowest price charged is the dearer SKU's.
    const lines = await onSale({
      ratePercent: 100,
      lines: [
        { sku: 0, ratePercent: 90 },
        { sku: 1, ratePercent: 60 },
      ],
    });
    expect(await labels(lines.productId, lines.saleId)).toEqual({ strip: 60, goods: 60 });
  });
});
