// The QR code's drawing is faithful: every dark module of the encoded symbol, and nothing else, is
// covered by the path, inside the quiet zone.
import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, symbolPath } from "./totp-qr";

/** The cells a path of `M x y h w v1 h-w z` runs covers. */
function cellsOf(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(w); i++) cells.add(`${Number(x) + i},${y}`);
  return cells;
}

describe("symbolPath", () => {
  it("draws exactly the dark modules of an otpauth URI's symbol, offset by the quiet zone", () => {
    const uri = "otpauth://totp/The%20Mall:owner_1?issuer=The%20Mall&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const { modules } = create(uri, { errorCorrectionLevel: "M" });
    const d = symbolPath(modules.size, (r, c) => modules.get(r, c) === 1);
    expect(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, "")).toBe("");
    const dark = new Set<string>();
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++)
        if (modules.get(r, c) === 1) dark.add(`${c + QUIET_ZONE},${r + QUIET_ZONE}`);
    expect(cellsOf(d)).toEqual(dark);
    expect(dark.size).toBeGreaterThan(100);
  });
});
