// The drawn product pictures: every kind draws a well-formed picture in every view, the URL can only
// choose among known kinds and plain colours, and the demo data gives every product the drawing of
// what it is (a tablet is not drawn as a phone, a cardigan not as a ball of yarn).
import { describe, expect, it } from "vitest";
import { artKinds, renderProductArt } from ".";
import { parseMediaRequest, renderMedia } from "../render";
import { categories } from "@/prisma/seed-data/catalogue";
import { activityArt, artFor, bannerArt, categoryArt, nounArt, productArt, skuColour } from "@/prisma/seed-data/art";
import { productTexts } from "@/prisma/seed-data/i18n-products";

const media = (file: string, query: string) => parseMediaRequest("product", file, new URLSearchParams(query));

describe("drawing", () => {
  it("draws every kind in three views without holes", () => {
    expect(artKinds.length).toBeGreaterThan(60);
    for (const kind of artKinds) {
      for (const view of [1, 2, 3]) {
        const svg = renderProductArt(kind, "2563eb", view, 120);
        expect(svg, kind).not.toMatch(/NaN|undefined|Infinity/);
        // Every element opened is closed: self-closing shapes, or matching <g>/<defs>/<text> pairs.
        for (const tag of ["g", "defs", "text", "linearGradient"])
          expect(svg.split(`<${tag}`).length, `${kind} <${tag}>`).toBe(svg.split(`</${tag}>`).length);
      }
    }
  });

  it("paints the product in the colour of the URL and shows a different view per gallery slot", () => {
    const black = renderMedia(media("5.svg", "k=phone&c=111827")!);
    const green = renderMedia(media("5.svg", "k=phone&c=84cc16")!);
    const back = renderMedia(media("5-2.svg", "k=phone&c=111827")!);
    expect(black).toContain("#111827");
    expect(green).toContain("#84cc16");
    expect(green).not.toContain('#111827"');
    expect(back).not.toBe(black);
    expect(black.startsWith("<svg")).toBe(true);
  });

  it("ignores kinds and colours it does not know (nothing from the URL is pasted into the SVG)", () => {
    for (const query of [
      "k=phone&c=red",
      "k=phone&c=111827%22%3E%3Cscript%3E",
      "k=%3Cscript%3E&c=111827",
      "k=__proto__&c=111827",
      "k=constructor&c=111827",
    ]) {
      const request = media("5.svg", query)!;
      expect(request.art, query).toBeUndefined();
      expect(renderMedia(request)).not.toContain("<script");
    }
    // Category icons and shop logos may be drawings too; avatars may not.
    expect(parseMediaRequest("shop", "3.svg", new URLSearchParams("k=tshirt&c=2563eb"))?.art).toBe("tshirt");
    expect(parseMediaRequest("category", "3.svg", new URLSearchParams("k=phone&c=111827"))?.art).toBe("phone");
    expect(parseMediaRequest("avatar", "3.svg", new URLSearchParams("k=phone&c=111827"))?.art).toBeUndefined();
    // A fourth view does not exist.
    expect(media("5-4.svg", "k=phone&c=111827")?.art).toBeUndefined();
  });
});

describe("the demo catalogue's pictures", () => {
  const products = categories.flatMap((top) => top.children.flatMap((leaf) => leaf.products));

  it("gives every demo product a drawing and a translation", () => {
    for (const product of products) {
      expect(productArt[product.name], product.name).toBeDefined();
      expect(artKinds, product.name).toContain(productArt[product.name][0]);
      expect(productTexts[product.name], product.name).toBeDefined();
    }
    for (const table of [nounArt, categoryArt, bannerArt, activityArt])
      for (const [key, [kind]] of Object.entries(table)) expect(artKinds, key).toContain(kind);
    for (const top of categories)
      for (const name of [top.name, ...top.children.map((c) => c.name)]) expect(categoryArt[name], name).toBeDefined();
  });

  it("draws each product as what it is", () => {
    expect(productArt["轻薄平板 Pad Air 11"][0]).toBe("tablet");
    expect(productArt["学习平板 Kids Pad"][0]).toBe("tablet");
    expect(productArt["女士针织开衫 Cardigan"][0]).toBe("cardigan");
    expect(productArt["星耀 X20 5G 智能手机 Phone"][0]).toBe("phone");
    expect(productArt["轻薄笔记本电脑 Laptop 14"][0]).toBe("laptop");
  });

  it("reads SKU colours, so colour variants get their own picture", () => {
    expect(skuColour("8GB+256GB 冰川银")).toBe("dbe4ee");
    expect(skuColour("黑色 XL")).toBe("1f2937");
    expect(skuColour("标准版")).toBeNull();
    expect(artFor(["phone", "000000"], ["8GB+128GB 曜石黑", "8GB+256GB 冰川银"]).colours).toEqual(["111827", "dbe4ee"]);
    expect(artFor(["kettle", "d1d5db"], ["标准款"]).colours).toEqual(["d1d5db"]);
  });
});
