import { describe, expect, it } from "vitest";
import { looksLikePdf, normalizeTaxNumber, validTaxNumber } from "./invoice";

describe("tax numbers", () => {
  it("accepts unified social credit codes with their check character, and older numbers by length", () => {
    // Published codes (their check characters computed by GB 32100-2015).
    expect(validTaxNumber("91350100M000100Y43")).toBe(true);
    expect(validTaxNumber("91110000600037341L")).toBe(true);
    expect(validTaxNumber(" 9135 0100 m000 100y43 ")).toBe(true);
    expect(normalizeTaxNumber(" 9135 0100 m000 100y43 ")).toBe("91350100M000100Y43");
    expect(validTaxNumber("110108700000123")).toBe(true);
    expect(validTaxNumber("11010870000012345678")).toBe(true);
  });

  it("refuses a wrong check character, letters outside the alphabet and other lengths", () => {
    expect(validTaxNumber("91350100M000100Y44")).toBe(false);
    expect(validTaxNumber("91350100I000100Y43")).toBe(false);
    expect(validTaxNumber("1234")).toBe(false);
    expect(validTaxNumber("")).toBe(false);
    expect(validTaxNumber("1101087000001234")).toBe(false);
  });
});

describe("PDF check", () => {
  it("wants the header and the end marker", () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    expect(looksLikePdf(pdf)).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode("<html><body>%PDF-</body></html>%%EOF"))).toBe(false);
    expect(looksLikePdf(new TextEncoder().encode("%PDF-1.4 truncated without an end"))).toBe(false);
  });
});
