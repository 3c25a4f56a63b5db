// The poster's layout (lib/media/poster.ts): lines within their width, at most the lines allowed with
// an ellipsis when the text is longer, and a QR code of the page.
import { describe, expect, it } from "vitest";
import { advance, posterSvg, qrPath, wrapText } from "./poster";

const ems = (line: string) => Array.from(line).reduce((sum, c) => sum + advance(c), 0);

describe("wrapText", () => {
  it("keeps a short text on one line", () => {
    expect(wrapText("手机壳", 10, 2)).toEqual(["手机壳"]);
  });

  it("breaks CJK text anywhere and Latin text between words", () => {
    expect(wrapText("重庆小面重庆小面重庆", 4, 3)).toEqual(["重庆小面", "重庆小面", "重庆"]);
    const lines = wrapText("Stainless steel water bottle", 12, 3);
    expect(lines.join(" ")).toBe("Stainless steel water bottle");
    for (const line of lines) expect(ems(line)).toBeLessThanOrEqual(12);
    // No word is cut.
    expect(lines.every((l) => !l.startsWith(" ") && !l.endsWith(" "))).toBe(true);
  });

  it("ends the last allowed line in an ellipsis when the text is longer, also when one character is left over", () => {
    const lines = wrapText("华为 Mate 60 Pro 旗舰智能手机 12GB+512GB 雅丹黑 卫星通话 超长续航", 17.6, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith("…")).toBe(true);
    for (const line of lines) expect(ems(line)).toBeLessThanOrEqual(17.6);
    expect(wrapText("一二三四五", 4, 1)).toEqual(["一二三…"]);
  });

  it("breaks a word longer than a line", () => {
    const lines = wrapText("Supercalifragilisticexpialidocious", 8, 5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of lines) expect(ems(line)).toBeLessThanOrEqual(8);
  });
});

describe("posterSvg", () => {
  const text = {
    locale: "en" as const,
    name: `Mugs & <cups> "quoted"`,
    price: "¥12.30",
    originalPrice: "¥15.00",
    shopName: "The Mall",
    hint: "Scan the code",
    url: "https://shop.example/en/goods/7",
  };

  it("escapes the texts it draws", () => {
    const svg = posterSvg(text);
    expect(svg).toContain("Mugs &amp; &lt;cups&gt; &quot;quoted&quot;");
    expect(svg).not.toContain("<cups>");
  });

  it("draws the QR code of the page, and a longer URL needs more modules", () => {
    const short = qrPath("https://shop.example/goods/7", 190);
    const long = qrPath(`https://shop.example/goods/7?${"x".repeat(200)}`, 190);
    expect(short.modules).toBeGreaterThanOrEqual(21);
    expect(long.modules).toBeGreaterThan(short.modules);
    expect(posterSvg(text)).toContain(qrPath(text.url, 190).d);
  });

  it("strikes the regular price through only when there is one", () => {
    expect(posterSvg(text)).toContain("line-through");
    expect(posterSvg({ ...text, originalPrice: null })).not.toContain("line-through");
  });
});
