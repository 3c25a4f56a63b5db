// Issue 31 item 4.2: a picture in rich text must be one of this shop's pictures as the browser resolves
// its address. `/uploads/../api/admin/v1/orders/export` starts with /uploads/ and is the export: any
// operator opening the goods or FAQ page would run it with their cookie.
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";
import { imageUrlSchema } from "@/lib/validation/admin-catalogue";
import { imageSchema } from "@/lib/validation/admin-marketing";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef.png";

// Each resolves (in a browser, or in a server that decodes before routing) outside the picture folders.
const escapes = [
  "/uploads/../api/admin/v1/orders/export",
  "/uploads/./../api/admin/v1/orders/export",
  "/media/../api/admin/v1/orders/export",
  "/media/product/../../api/admin/v1/orders/export",
  "/uploads/%2e%2e/api/admin/v1/orders/export",
  "/uploads/%2E%2E/api/admin/v1/orders/export",
  "/uploads/.%2e/api/admin/v1/orders/export",
  "/uploads/..%2fapi/admin/v1/orders/export",
  "/uploads/%2e%2e%2fapi%2fadmin%2fv1%2forders%2fexport",
  "/uploads/%252e%252e/api/admin/v1/orders/export",
  "/uploads/..\\api\\admin\\v1\\orders\\export",
  "/uploads\\..\\api/admin/v1/orders/export",
  "/uploads/.\t./api/admin/v1/orders/export",
  "/uploads/.\n./api/admin/v1/orders/export",
  "//evil.example/uploads/0123456789abcdef0123456789abcdef.png",
  "/\\evil.example/uploads/x.png",
  "https://evil.example/uploads/0123456789abcdef0123456789abcdef.png",
  "/uploads/0123456789abcdef0123456789abcdef.png/../../api/admin/v1/orders/export",
  "/uploads/anything.png",
  "/api/admin/v1/orders/export?/uploads/",
  " /uploads/../api/admin/v1/orders/export",
];

describe("pictures in rich text", () => {
  it("keeps this shop's uploads and drawn pictures", () => {
    expect(sanitizeRichText(`<p>a<img src="${UPLOAD}" alt="x"></p>`)).toBe(`<p>a<img src="${UPLOAD}" alt="x" /></p>`);
    const drawn = "/media/product/12.svg?e=%F0%9F%93%B1&amp;t=Blue+cup";
    expect(sanitizeRichText(`<img src="${drawn}">`)).toBe(`<img src="${drawn}" />`);
  });

  it.each(escapes)("drops a picture whose address leaves the picture folders: %j", (src) => {
    const html = `<p>x<img src="${src.replace(/"/g, "&quot;")}"></p>`;
    expect(sanitizeRichText(html)).toBe("<p>x</p>");
  });

  it("reads character references as the browser does before judging the address", () => {
    expect(sanitizeRichText('<img src="/uploads/&#46;&#46;/api/admin/v1/orders/export">')).toBe("");
    expect(sanitizeRichText('<img src="/uploads/&period;&period;&sol;api/admin/v1/orders/export">')).toBe("");
  });
});

describe("picture fields of the console", () => {
  it.each(escapes)("refuses %j for a product's and a banner's picture", (src) => {
    expect(imageUrlSchema.safeParse(src).success).toBe(false);
    expect(imageSchema.safeParse(src).success).toBe(false);
  });

  it("takes the shop's pictures", () => {
    for (const src of [UPLOAD, "/media/product/12.svg?e=%F0%9F%93%B1", "/media/banner/3-2.svg"]) {
      expect(imageUrlSchema.safeParse(src).success).toBe(true);
      expect(imageSchema.safeParse(src).success).toBe(true);
    }
  });
});
