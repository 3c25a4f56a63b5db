// Clothes, shoes and bags.
import { circle, edge, ellipse, INK, line, path, rect, shade, STEEL, stroke, times, type Drawer } from "./kit";

const top = (c: string, sleeve: "short" | "long") =>
  sleeve === "short"
    ? path(
        "M140 80 L100 100 L56 160 L100 186 L124 160 L124 322 H276 V160 L300 186 L344 160 L300 100 L260 80 Q200 118 140 80 Z",
        c,
        stroke(edge(c), 3),
      )
    : path(
        "M140 80 L100 100 L64 230 L70 306 L104 306 L116 206 L124 180 L124 322 H276 V180 L284 206 L296 306 L330 306 L336 230 L300 100 L260 80 Q200 118 140 80 Z",
        c,
        stroke(edge(c), 3),
      );

const sole = (x: number, w: number) =>
  path(
    `M${x} 282 H${x + w} Q${x + w + 14} 282 ${x + w + 10} 300 H${x - 4} Q${x - 10} 300 ${x} 282 Z`,
    "#f8fafc",
    stroke("#cbd5e1", 3),
  );

export const wear: Record<string, Drawer> = {
  tshirt: (c) =>
    top(c, "short") +
    path("M152 84 Q200 122 248 84", "none", stroke(edge(c), 8)) +
    path("M124 300 H276", "none", stroke(edge(c), 2)),
  shirt: (c) =>
    top(c, "long") +
    path("M160 82 L200 128 L176 138 Z M240 82 L200 128 L224 138 Z", "#ffffff", stroke(edge(c), 2.5)) +
    line(200, 128, 200, 318, edge(c), 2) +
    times(5, (i) => circle(200, 150 + i * 34, 4, "#f8fafc", stroke(edge(c), 1.5))) +
    rect(222, 170, 34, 30, "none", 3, stroke(edge(c), 2)),
  jacket: (c) =>
    top(c, "long") +
    path("M156 78 Q200 50 244 78 L236 98 Q200 80 164 98 Z", shade(c, -0.15)) +
    times(5, (i) =>
      path(`M126 ${150 + i * 34} Q200 ${160 + i * 34} 274 ${150 + i * 34}`, "none", stroke(shade(c, -0.2), 3)),
    ) +
    line(200, 96, 200, 320, INK, 4),
  coat: (c) =>
    path(
      "M140 70 L100 92 L70 300 L104 304 L118 200 L116 340 H284 L282 200 L296 304 L330 300 L300 92 L260 70 L200 150 Z",
      c,
      stroke(edge(c), 3),
    ) +
    path("M140 70 L180 70 L200 150 L168 110 Z M260 70 L220 70 L200 150 L232 110 Z", shade(c, -0.15)) +
    rect(118, 226, 164, 16, shade(c, -0.25), 4) +
    rect(188, 222, 24, 24, "none", 3, stroke("#d4d4d8", 3)),
  pants: (c) =>
    path("M130 60 H270 L290 330 H214 L200 150 L186 330 H110 Z", c, stroke(edge(c), 3)) +
    rect(130, 60, 140, 22, shade(c, -0.15)) +
    path("M150 84 Q160 120 188 118 M250 84 Q240 120 212 118", "none", stroke(shade(c, 0.35), 2.5)) +
    line(200, 82, 200, 150, shade(c, -0.3), 2),
  dress: (c) =>
    path(
      "M166 60 L150 150 Q170 160 160 180 L92 330 H308 L240 180 Q230 160 250 150 L234 60 Q200 84 166 60 Z",
      c,
      stroke(edge(c), 3),
    ) +
    rect(156, 160, 88, 14, shade(c, -0.2), 6) +
    times(14, (i) =>
      circle(130 + ((i * 53) % 150), 200 + ((i * 37) % 110), 6, i % 2 ? "#fde68a" : "#ffffff", ' fill-opacity="0.9"'),
    ),
  cardigan: (c) =>
    top(c, "long") +
    path("M168 84 L200 210 L232 84", shade(c, -0.2)) +
    path("M168 84 L200 210 L232 84", "none", stroke(shade(c, -0.3), 3)) +
    line(200, 210, 200, 320, shade(c, -0.3), 3) +
    times(4, (i) => circle(208, 226 + i * 24, 5, shade(c, -0.45))) +
    times(8, (i) => line(128 + i * 20, 306, 128 + i * 20, 320, shade(c, -0.15), 2)) +
    rect(138, 250, 44, 40, "none", 6, stroke(shade(c, -0.2), 2.5)),
  sweater: (c) =>
    top(c, "long") +
    path("M156 82 Q200 116 244 82", "none", stroke(shade(c, -0.2), 10)) +
    times(6, (i) => path(`M${130 + i * 26} 170 l10 14 l10 -14`, "none", stroke(shade(c, 0.3), 3))) +
    rect(124, 300, 152, 20, shade(c, -0.15)),
  skirt: (c) =>
    path("M150 90 H250 L300 310 Q200 330 100 310 Z", c, stroke(edge(c), 3)) +
    rect(148, 86, 104, 22, shade(c, -0.2), 4) +
    times(5, (i) => line(170 + i * 15, 110, 140 + i * 30, 312, shade(c, -0.12), 2)),
  sneaker: (c) =>
    path("M70 230 Q80 170 140 160 L200 150 Q230 190 290 200 Q340 210 340 250 L340 282 H70 Z", c, stroke(edge(c), 3)) +
    sole(70, 270) +
    times(4, (i) => line(160 + i * 16, 166 + i * 6, 150 + i * 16, 196 + i * 6, "#ffffff", 4)) +
    path("M220 236 Q270 220 320 250", "none", stroke("#ffffff", 6)),
  hightop: (c) =>
    path("M90 240 L96 110 H180 Q200 170 270 196 Q336 212 336 252 L336 282 H90 Z", c, stroke(edge(c), 3)) +
    sole(90, 246) +
    circle(150, 176, 28, "#f8fafc", stroke(edge(c), 3)) +
    times(5, (i) => line(182, 122 + i * 16, 200, 122 + i * 16, "#ffffff", 4)),
  canvas: (c) =>
    path("M80 240 Q84 190 140 184 L210 176 Q250 200 300 212 Q340 222 340 256 L340 282 H80 Z", c, stroke(edge(c), 3)) +
    sole(80, 260) +
    path("M300 214 Q340 222 340 256 L340 282 H282 Q290 240 300 214 Z", "#f8fafc", stroke("#cbd5e1", 2)) +
    times(4, (i) => circle(168 + i * 18, 192 + i * 3, 4, "#f8fafc")),
  boot: (c) =>
    path("M110 260 L116 90 H200 L206 200 Q290 206 320 236 L322 280 H110 Z", c, stroke(edge(c), 3)) +
    path("M104 280 H330 V306 H104 Z", INK) +
    times(6, (i) => rect(110 + i * 36, 304, 20, 10, INK, 2)) +
    times(5, (i) => line(150, 104 + i * 20, 196, 104 + i * 20, "#fbbf24", 4)) +
    rect(116, 84, 84, 16, shade(c, -0.25), 4),
  suitcase: (c) =>
    rect(178, 52, 10, 60, STEEL, 4) +
    rect(212, 52, 10, 60, STEEL, 4) +
    rect(170, 46, 60, 14, INK, 6) +
    rect(118, 104, 164, 210, c, 24, stroke(edge(c), 3)) +
    times(3, (i) => rect(148 + i * 40, 120, 24, 178, shade(c, -0.1), 12)) +
    circle(140, 324, 11, INK) +
    circle(260, 324, 11, INK),
  backpack: (c) =>
    path(
      "M120 120 Q120 70 200 70 Q280 70 280 120 V300 Q280 320 260 320 H140 Q120 320 120 300 Z",
      c,
      stroke(edge(c), 3),
    ) +
    rect(146, 200, 108, 96, shade(c, -0.12), 18, stroke(edge(c), 2.5)) +
    line(158, 214, 242, 214, INK, 4) +
    path("M176 70 Q176 40 200 40 Q224 40 224 70", "none", stroke(shade(c, -0.3), 8)) +
    rect(132, 110, 136, 8, shade(c, -0.2), 4),
  handbag: (c) =>
    path("M150 150 Q150 70 200 70 Q250 70 250 150", "none", stroke(shade(c, -0.25), 12)) +
    path("M100 150 H300 L320 310 Q320 320 310 320 H90 Q80 320 80 310 Z", c, stroke(edge(c), 3)) +
    path("M100 150 H300 L296 196 Q200 220 104 196 Z", shade(c, -0.12)) +
    rect(188, 196, 24, 20, "#fbbf24", 4),
  waistbag: (c) =>
    path("M40 200 Q200 150 360 200", "none", stroke(INK, 12)) +
    rect(100, 170, 200, 120, c, 56, stroke(edge(c), 3)) +
    path("M116 214 Q200 196 284 214", "none", stroke(INK, 4)) +
    rect(280, 206, 16, 10, STEEL, 3),
  wallet: (c) =>
    rect(90, 130, 220, 150, c, 18, stroke(edge(c), 3)) +
    path("M90 150 Q90 130 110 130 H310 V210 H90 Z", shade(c, -0.12)) +
    rect(270, 186, 40, 34, shade(c, -0.25), 8) +
    circle(286, 203, 6, "#fbbf24"),
  lipstick: (c) =>
    rect(160, 200, 80, 120, INK, 8) +
    rect(164, 166, 72, 40, "#d4af37", 4) +
    path("M172 166 V96 L228 72 V166 Z", c, stroke(edge(c), 2)) +
    rect(248, 190, 86, 130, INK, 8, ' transform="rotate(8 290 255)"'),
  palette: (c) =>
    rect(60, 110, 280, 190, INK, 18) +
    times(12, (i) =>
      rect(80 + (i % 4) * 64, 132 + Math.floor(i / 4) * 54, 48, 40, shade(c, ((i % 6) - 2.5) * 0.15), 8),
    ) +
    ellipse(200, 100, 130, 14, shade(INK, 0.2)),
  mascara: (c) =>
    `<g transform="rotate(-30 200 200)">${rect(176, 120, 48, 200, c, 12, stroke(edge(c), 3))}${rect(176, 80, 48, 50, "#d4af37", 8)}${rect(194, 40, 12, 50, "#111827", 4)}</g>`,
  hanger: (c) =>
    path("M200 100 Q200 80 214 80 Q228 80 228 96 Q228 108 200 124 L70 230 H330 L200 124", "none", stroke(c, 10)) +
    line(70, 232, 330, 232, c, 10),
};
