// Share posters (issue 38 item 1, docs/decisions/034-share.md): a PNG of the poster's size for a product
// on sale, 404 for one that does not exist or is off sale, the texts in the locale asked for, drawn
// once and then served from the cache (and answered 304 for the ETag the browser holds).
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as posterRoute } from "@/app/api/v1/goods-poster/route";
import { GET as groupPosterRoute } from "@/app/api/v1/group-poster/route";
import { imageInfo } from "@/lib/media/image-info";
import { POSTER_HEIGHT, POSTER_WIDTH, postersDrawn } from "@/lib/services/share";
import { locales } from "@/lib/i18n/routing";

let productId = 0;

async function poster(query: string, headers: Record<string, string> = {}) {
  const res = await posterRoute(new Request(`http://localhost/api/v1/goods-poster?${query}`, { headers }));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The band under the picture where the name and the price are, as raw pixels. */
async function textBand(png: Buffer): Promise<Buffer> {
  return sharp(png).extract({ left: 0, top: 720, width: POSTER_WIDTH, height: 220 }).removeAlpha().raw().toBuffer();
}

/** How many pixels of a raw RGB buffer are dark (text). */
function darkPixels(raw: Buffer): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 3) if (raw[i] + raw[i + 1] + raw[i + 2] < 300) n++;
  return n;
}

beforeAll(async () => {
  const product = await db.product.findFirst({ where: { isOnSale: true }, orderBy: { id: "asc" } });
  productId = product!.id;
});

describe("GET /api/v1/goods-poster", () => {
  it(
    "answers a PNG of the poster's size, in each of the four locales with its own texts",
    { timeout: 60_000 },
    async () => {
      const bands: Buffer[] = [];
      for (const locale of locales) {
        const { res, bytes } = await poster(`id=${productId}&locale=${locale}`);
        expect(res.status, locale).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
        expect(imageInfo(bytes)).toMatchObject({ mime: "image/png", width: POSTER_WIDTH, height: POSTER_HEIGHT });
        const band = await textBand(bytes);
        // Text was drawn there (a font was found), not an empty band.
        expect(darkPixels(band), locale).toBeGreaterThan(2000);
        bands.push(band);
      }
      // The name and the price read differently in each locale.
      for (let i = 0; i < bands.length; i++)
        for (let j = i + 1; j < bands.length; j++)
          expect(bands[i].equals(bands[j]), `${locales[i]} vs ${locales[j]}`).toBe(false);
    },
  );

  it("takes the caller's locale when the query names none", async () => {
    const asked = await poster(`id=${productId}&locale=ja`);
    const fromHeader = await poster(`id=${productId}`, { "x-locale": "ja" });
    expect(fromHeader.res.status).toBe(200);
    expect(fromHeader.bytes.equals(asked.bytes)).toBe(true);
  });

  it("is drawn once: repeated and concurrent requests are served from the cache, a held ETag gets 304", async () => {
    const product = await db.product.create({
      data: {
        name: "海报缓存测试杯",
        price: 1990,
        image: "/media/product/9001.svg?e=%E2%98%95",
        categoryId: (await db.category.findFirst({ select: { id: true } }))!.id,
      },
    });
    const before = postersDrawn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => poster(`id=${product.id}&locale=zh-Hans`)));
    expect(answers.map((a) => a.res.status)).toEqual(Array(6).fill(200));
    expect(postersDrawn() - before).toBe(1);
    const etag = answers[0].res.headers.get("etag")!;
    expect(etag).toMatch(/^"poster-[\w-]+"$/);

    const again = await poster(`id=${product.id}&locale=zh-Hans`);
    expect(again.bytes.equals(answers[0].bytes)).toBe(true);
    const revalidated = await poster(`id=${product.id}&locale=zh-Hans`, { "if-none-match": etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(postersDrawn() - before).toBe(1);

    // A new price is a new poster, under a new ETag (the catalogue's version tells the detail's cache).
    await db.product.update({ where: { id: product.id }, data: { price: 1590 } });
    const repriced = await poster(`id=${product.id}&locale=zh-Hans`, { "if-none-match": etag });
    expect(repriced.res.status).toBe(200);
    expect(repriced.res.headers.get("etag")).not.toBe(etag);
    expect(postersDrawn() - before).toBe(2);
  });

  it("answers 404 for a product that does not exist or is off sale", async () => {
    const missing = await poster(`id=99999999&locale=en`);
    expect(missing.res.status).toBe(404);
    expect(JSON.parse(missing.bytes.toString("utf8"))).toMatchObject({ code: "NOT_FOUND" });

    const off = await db.product.findFirst({ where: { isOnSale: true }, orderBy: { id: "desc" } });
    await db.product.update({ where: { id: off!.id }, data: { isOnSale: false } });
    expect((await poster(`id=${off!.id}&locale=en`)).res.status).toBe(404);
  });

  it("refuses a malformed id or locale", async () => {
    expect((await poster("id=abc")).res.status).toBe(422);
    expect((await poster(`id=${productId}&locale=fr`)).res.status).toBe(422);
  });
});

describe("GET /api/v1/group-poster (拼团)", () => {
  async function groupPosterOf(query: string) {
    const res = await groupPosterRoute(new Request(`http://localhost/api/v1/group-poster?${query}`));
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it(
    "draws the group's poster (the group price, its page's QR code) in each locale, unlike the goods poster; 404 for no group",
    {
      timeout: 60_000,
    },
    async () => {
      const sku = await db.sku.findFirstOrThrow({ where: { productId }, orderBy: { id: "asc" } });
      const now = Date.now();
      const rule = await db.groupRule.create({
        data: {
          productId,
          price: Math.max(1, sku.price - 100),
          size: 2,
          hoursToFill: 24,
          perUserLimit: 1,
          startsAt: new Date(now - 3_600_000),
          endsAt: new Date(now + 3_600_000),
          skus: { create: [{ skuId: sku.id }] },
        },
      });
      const group = await db.groupBuy.create({
        data: { ruleId: rule.id, productId, size: 2, expiresAt: new Date(now + 3_600_000) },
      });
      const bands: Buffer[] = [];
      for (const locale of locales) {
        const { res, bytes } = await groupPosterOf(`id=${group.id}&locale=${locale}`);
        expect(res.status, locale).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(imageInfo(bytes)).toMatchObject({ mime: "image/png", width: POSTER_WIDTH, height: POSTER_HEIGHT });
        const band = await textBand(bytes);
        expect(darkPixels(band), locale).toBeGreaterThan(2000);
        bands.push(band);
        // Not the goods poster: another price and another page in its code.
        const goods = await poster(`id=${productId}&locale=${locale}`);
        expect(goods.bytes.equals(bytes), locale).toBe(false);
      }
      expect(new Set(bands.map((b) => b.toString("base64"))).size).toBe(locales.length);
      expect((await groupPosterOf("id=2000000000")).res.status).toBe(404);
    },
  );
});
