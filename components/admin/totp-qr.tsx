// An otpauth:// URI as a QR code for an authenticator app to scan. The encoder (the maintained `qrcode`
// package) loads only when a code is first shown, so no other console screen carries it; the symbol is
// drawn as one SVG path (no markup injected, sharp at any zoom) on the white quiet zone scanners need.
"use client";

import { useEffect, useState } from "react";

/** Modules of white around the symbol, as the QR standard asks. */
export const QUIET_ZONE = 4;

/** One `M x y h w v1 h-w z` per run of dark modules in a row. */
export function symbolPath(size: number, dark: (row: number, col: number) => boolean): string {
  let d = "";
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue;
      let run = 1;
      while (col + run < size && dark(row, col + run)) run++;
      d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
      col += run - 1;
    }
  return d;
}

export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const [symbol, setSymbol] = useState<{ uri: string; d: string; side: number } | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then(({ create }) => {
        const { modules } = create(uri, { errorCorrectionLevel: "M" });
        const d = symbolPath(modules.size, (row, col) => modules.get(row, col) === 1);
        if (current) setSymbol({ uri, d, side: modules.size + 2 * QUIET_ZONE });
      })
      // The key and the URI stay on the screen beside it: enrolling works without the picture.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  const shown = symbol?.uri === uri ? symbol : null;
  return (
    <div className="my-2 size-48 border border-gray-200 bg-white" data-testid="totp-qr">
      {shown ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${shown.side} ${shown.side}`}
          className="size-full"
          shapeRendering="crispEdges"
        >
          <path d={shown.d} fill="#000" />
        </svg>
      ) : null}
    </div>
  );
}
