// Beauty, food, home, baby, toys, sports and stationery.
import { circle, edge, ellipse, INK, line, path, rect, shade, STEEL, stroke, text, times, type Drawer } from "./kit";

const label = (x: number, y: number, w: number, h: number, c: string) =>
  rect(x, y, w, h, "#ffffff", 6, ' fill-opacity="0.92"') +
  rect(x + 10, y + h * 0.3, w - 20, 8, c, 4) +
  rect(x + 18, y + h * 0.6, w - 36, 6, shade(c, 0.4), 3);

const bag = (c: string, inside: string) =>
  path("M110 90 H290 L300 320 H100 Z", c, stroke(edge(c), 3)) +
  times(10, (i) => line(116 + i * 18.5, 90, 116 + i * 18.5, 104, shade(c, -0.2), 2)) +
  ellipse(200, 215, 62, 56, "#fffbeb", stroke(shade(c, -0.2), 3)) +
  inside +
  rect(130, 120, 140, 24, "#ffffff", 8, ' fill-opacity="0.85"');

const fruit = {
  orange: (x: number, y: number, r: number) =>
    circle(x, y, r, "#fb923c", stroke("#ea580c", 2)) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.25, "#fed7aa", ' fill-opacity="0.7"') +
    ellipse(x + 6, y - r, 10, 5, "#16a34a"),
  apple: (x: number, y: number, r: number) =>
    path(
      `M${x} ${y - r * 0.7} C${x - r * 1.4} ${y - r * 1.3} ${x - r * 1.3} ${y + r} ${x} ${y + r * 0.9} C${x + r * 1.3} ${y + r} ${x + r * 1.4} ${y - r * 1.3} ${x} ${y - r * 0.7} Z`,
      "#dc2626",
      stroke("#991b1b", 2),
    ) +
    line(x, y - r * 0.7, x + 4, y - r * 1.2, "#78350f", 4) +
    ellipse(x + 14, y - r * 1.05, 12, 5, "#16a34a"),
};

export const goods: Record<string, Drawer> = {
  jar: (c) =>
    rect(120, 180, 160, 130, c, 26, stroke(edge(c), 3)) +
    rect(112, 136, 176, 54, shade(c, -0.3), 12) +
    label(144, 220, 112, 60, shade(c, -0.35)),
  tube: (c) =>
    path("M150 90 H250 L240 290 H160 Z", c, stroke(edge(c), 3)) +
    rect(146, 80, 108, 16, shade(c, -0.2), 3) +
    rect(164, 288, 72, 36, shade(c, -0.35), 8) +
    label(166, 140, 68, 80, shade(c, -0.35)),
  bottle: (c) =>
    rect(140, 140, 120, 180, c, 22, stroke(edge(c), 3)) +
    rect(176, 104, 48, 40, shade(c, -0.15), 6) +
    rect(168, 70, 64, 40, INK, 10) +
    label(156, 200, 88, 70, shade(c, -0.4)),
  pump: (c) =>
    rect(136, 150, 128, 170, c, 26, stroke(edge(c), 3)) +
    rect(184, 110, 32, 44, "#f8fafc", 4, stroke("#cbd5e1", 2)) +
    path("M176 84 H240 V98 H196 V112 H176 Z", "#f8fafc", stroke("#cbd5e1", 2)) +
    label(152, 200, 96, 80, shade(c, -0.4)),
  dropper: (c) =>
    rect(150, 170, 100, 150, c, 18, stroke(edge(c), 3)) +
    rect(174, 130, 52, 44, "#f8fafc", 6, stroke("#cbd5e1", 2)) +
    ellipse(200, 106, 22, 30, INK) +
    label(162, 210, 76, 70, shade(c, -0.4)),
  perfume: (c) =>
    rect(120, 150, 160, 170, c, 14, ` fill-opacity="0.85"${stroke(edge(c), 3)}`) +
    rect(140, 170, 120, 130, "#ffffff", 10, ' fill-opacity="0.25"') +
    rect(180, 116, 40, 38, "#d4af37", 4) +
    rect(170, 80, 60, 40, INK, 8) +
    text(200, 250, 22, shade(c, -0.5), "EAU"),
  oil: (c) =>
    path(
      "M170 90 H230 V140 Q270 170 270 210 V310 Q270 320 260 320 H140 Q130 320 130 310 V210 Q130 170 170 140 Z",
      c,
      ` fill-opacity="0.9"${stroke(edge(c), 3)}`,
    ) +
    rect(172, 70, 56, 26, INK, 6) +
    label(146, 220, 108, 72, "#65a30d") +
    ellipse(200, 244, 14, 9, "#4d7c0f"),
  sheetmask: (c) =>
    rect(100, 70, 200, 260, c, 14, stroke(edge(c), 3)) +
    path(
      "M200 120 C150 120 140 180 150 230 C160 280 190 296 200 296 C210 296 240 280 250 230 C260 180 250 120 200 120 Z",
      "#ffffff",
      stroke(shade(c, -0.2), 2),
    ) +
    ellipse(178, 190, 14, 7, c) +
    ellipse(222, 190, 14, 7, c) +
    ellipse(200, 260, 20, 7, c),
  snack: (c) =>
    bag(
      c,
      times(9, (i) =>
        ellipse(170 + (i % 3) * 30, 190 + Math.floor(i / 3) * 26, 13, 10, ["#d97706", "#92400e", "#fcd34d"][i % 3]),
      ),
    ),
  jerky: (c) =>
    bag(
      c,
      times(5, (i) =>
        rect(
          156 + (i % 3) * 30,
          180 + Math.floor(i / 3) * 36,
          26,
          34,
          "#7c2d12",
          5,
          ` transform="rotate(${i * 17 - 30} ${170 + (i % 3) * 30} ${196 + Math.floor(i / 3) * 36})"`,
        ),
      ),
    ),
  seaweed: (c) =>
    bag(
      c,
      times(4, (i) => rect(158 + i * 20, 180, 16, 74, "#14532d", 3)),
    ),
  cookies: (c) =>
    rect(90, 230, 220, 90, c, 12, stroke(edge(c), 3)) +
    times(
      4,
      (i) =>
        ellipse(140 + i * 40, 200 - (i % 2) * 8, 40, 40, "#d97706", stroke("#92400e", 2)) +
        times(4, (j) => circle(128 + i * 40 + (j % 2) * 22, 186 - (i % 2) * 8 + Math.floor(j / 2) * 22, 5, "#451a03")),
    ) +
    rect(130, 256, 140, 34, "#ffffff", 8, ' fill-opacity="0.9"'),
  chocolate: (c) =>
    rect(90, 120, 220, 170, "#5b2a0e", 10) +
    times(8, (i) =>
      rect(104 + (i % 4) * 50, 134 + Math.floor(i / 4) * 70, 42, 60, "#6f3512", 4, stroke("#3f1d08", 2)),
    ) +
    path("M90 200 H310 V290 Q310 300 300 300 H100 Q90 300 90 290 Z", c) +
    text(200, 260, 26, "#ffffff", "72%"),
  oranges: () => fruit.orange(150, 250, 56) + fruit.orange(250, 250, 56) + fruit.orange(200, 180, 56),
  apples: () => fruit.apple(150, 254, 56) + fruit.apple(252, 254, 56) + fruit.apple(200, 180, 54),
  cherries: () =>
    times(
      3,
      (i) =>
        path(`M${150 + i * 50} ${240 - (i % 2) * 20} Q${190 + i * 10} 110 220 90`, "none", stroke("#15803d", 5)) +
        circle(150 + i * 50, 250 - (i % 2) * 20, 36, "#9f1239", stroke("#4c0519", 2)) +
        circle(140 + i * 50, 238 - (i % 2) * 20, 9, "#fda4af", ' fill-opacity="0.7"'),
    ) + ellipse(240, 92, 30, 12, "#16a34a"),
  bananas: () =>
    times(4, (i) =>
      path(
        `M120 ${130 + i * 10} Q150 ${290 + i * 6} 300 ${250 + i * 14} Q250 ${270 + i * 10} 170 ${190 + i * 12} Q150 ${160 + i * 10} 140 ${126 + i * 10} Z`,
        "#facc15",
        stroke("#a16207", 2.5),
      ),
    ) + rect(112, 110, 30, 30, "#65a30d", 6),
  grapes: () =>
    times(15, (i) =>
      circle(
        160 + (i % 5) * 22 - Math.floor(i / 5) * 0 + (Math.floor(i / 5) % 2) * 11,
        150 + Math.floor(i / 5) * 36 + (i % 5 === 0 || i % 5 === 4 ? -4 : 0),
        20,
        "#7e22ce",
        stroke("#581c87", 2),
      ),
    ) +
    times(3, (i) => circle(182 + i * 22, 258, 20, "#7e22ce", stroke("#581c87", 2))) +
    line(200, 110, 206, 140, "#78350f", 6) +
    ellipse(232, 112, 30, 12, "#16a34a"),
  mango: () =>
    path(
      "M140 150 C180 90 300 110 300 210 C300 290 220 320 170 300 C110 280 110 200 140 150 Z",
      "#f59e0b",
      stroke("#b45309", 2.5),
    ) + path("M140 150 C180 90 240 110 250 160 C200 150 160 170 140 150 Z", "#84cc16", ' fill-opacity="0.6"'),
  tin: (c) =>
    rect(130, 110, 140, 210, c, 10, stroke(edge(c), 3)) +
    ellipse(200, 110, 70, 16, shade(c, -0.25)) +
    rect(126, 92, 148, 34, shade(c, -0.25), 10) +
    circle(200, 214, 44, "#ffffff", ' fill-opacity="0.9"') +
    path("M184 220 Q200 180 220 204 Q204 230 184 220 Z", "#16a34a"),
  box: (c) =>
    path("M110 130 L200 96 L290 130 V300 L200 330 L110 300 Z", c, stroke(edge(c), 3)) +
    path("M110 130 L200 160 L290 130 L200 96 Z", shade(c, 0.2), stroke(edge(c), 3)) +
    line(200, 160, 200, 330, edge(c), 3) +
    label(124, 190, 64, 70, shade(c, -0.35)),
  teacake: (c) =>
    ellipse(200, 250, 140, 52, shade(c, -0.15)) +
    ellipse(200, 234, 140, 52, c, stroke(edge(c), 3)) +
    circle(200, 230, 34, "#b91c1c", ' fill-opacity="0.85"') +
    text(200, 240, 26, "#ffffff", "茶"),
  can: (c) =>
    rect(130, 110, 140, 210, "#f8fafc", 16, stroke("#cbd5e1", 3)) +
    rect(124, 92, 152, 30, c, 10) +
    rect(130, 170, 140, 90, c) +
    circle(200, 215, 30, "#ffffff") +
    path("M188 210 Q200 190 212 210 Q212 226 200 226 Q188 226 188 210 Z", c),
  wipes: (c) =>
    rect(80, 150, 240, 150, c, 40, stroke(edge(c), 3)) +
    rect(150, 160, 100, 40, shade(c, -0.2), 16) +
    path("M180 170 Q200 150 220 170", "none", stroke("#ffffff", 6)) +
    times(3, (i) => circle(140 + i * 60, 260, 14, "#ffffff", ' fill-opacity="0.8"')),
  bed: (c) =>
    rect(60, 150, 20, 170, "#a16207", 6) +
    rect(60, 300, 280, 20, "#a16207", 4) +
    rect(70, 214, 270, 70, "#f8fafc", 10) +
    rect(96, 190, 80, 40, "#ffffff", 14, stroke("#e2e8f0", 2)) +
    path("M150 220 H336 Q346 220 346 234 V296 H150 Z", c, stroke(edge(c), 3)) +
    times(6, (i) => line(170 + i * 28, 232, 170 + i * 28, 290, shade(c, 0.3), 3)),
  pillow: (c) =>
    path(
      "M80 170 Q80 130 120 134 Q200 144 280 134 Q320 130 320 170 Q312 210 320 250 Q320 290 280 286 Q200 276 120 286 Q80 290 80 250 Q88 210 80 170 Z",
      c,
      stroke(edge(c), 3),
    ) + rect(120, 170, 160, 80, "none", 20, stroke(shade(c, -0.12), 2)),
  folded: (c) =>
    times(3, (i) => rect(90 + i * 6, 270 - i * 56, 220 - i * 12, 54, shade(c, i * 0.12), 18, stroke(edge(c), 2.5))) +
    path("M120 284 H280", "none", stroke(shade(c, -0.2), 2)),
  storage: (c) =>
    times(
      2,
      (i) =>
        rect(100, 210 - i * 100, 200, 96, c, 8, stroke(edge(c), 3)) +
        rect(94, 200 - i * 100, 212, 20, shade(c, -0.15), 6) +
        rect(180, 244 - i * 100, 40, 12, shade(c, -0.35), 6),
    ),
  organizer: (c) =>
    rect(90, 170, 220, 140, c, 10, stroke(edge(c), 3)) +
    line(160, 170, 160, 310, edge(c), 3) +
    line(230, 170, 230, 310, edge(c), 3) +
    times(3, (i) => rect(110 + i * 14, 90 + i * 8, 10, 100, ["#ef4444", "#2563eb", INK][i], 4)) +
    rect(176, 130, 40, 50, "#fef3c7", 4),
  vacuumbag: (c) =>
    rect(100, 110, 200, 210, c, 16, ` fill-opacity="0.85"${stroke(edge(c), 3)}`) +
    times(4, (i) => line(118, 150 + i * 40, 282, 150 + i * 40, shade(c, 0.4), 2)) +
    circle(200, 200, 26, INK) +
    circle(200, 200, 12, STEEL),
  rack: (c) =>
    rect(100, 90, 10, 230, c, 4) +
    rect(290, 90, 10, 230, c, 4) +
    times(3, (i) => rect(96, 150 + i * 70, 208, 12, c, 4)) +
    times(3, (i) => rect(130 + i * 50, 100, 30, 50, ["#fde68a", "#bfdbfe", "#fecaca"][i], 6)) +
    ellipse(170, 210, 34, 12, "#f8fafc", stroke("#cbd5e1", 2)),
  blocks: () =>
    times(6, (i) => {
      const x = 110 + (i % 3) * 62;
      const y = 250 - Math.floor(i / 3) * 70;
      const c = ["#ef4444", "#2563eb", "#facc15", "#16a34a", "#f97316", "#8b5cf6"][i];
      return (
        rect(x, y, 58, 54, c, 4, stroke(shade(c, -0.3), 2)) + circle(x + 16, y - 4, 8, c) + circle(x + 42, y - 4, 8, c)
      );
    }),
  car: (c) =>
    path("M70 250 Q70 200 120 196 L160 150 H260 L300 196 Q340 200 340 250 Z", c, stroke(edge(c), 3)) +
    path("M170 160 H250 L278 196 H150 Z", "#bae6fd") +
    [120, 290].map((x) => circle(x, 262, 40, INK) + circle(x, 262, 16, STEEL)).join(""),
  puzzle: (c) =>
    times(
      4,
      (i) =>
        `<g transform="translate(${110 + (i % 2) * 92} ${110 + Math.floor(i / 2) * 92}) rotate(${i * 6 - 8})">${path("M0 0 H30 Q30 -18 45 -18 Q60 -18 60 0 H90 V30 Q108 30 108 45 Q108 60 90 60 V90 H0 Z", shade(c, (i - 1.5) * 0.15), stroke(edge(c), 3))}</g>`,
    ),
  teddy: (c) =>
    circle(140, 120, 28, c) +
    circle(260, 120, 28, c) +
    ellipse(200, 260, 90, 76, c, stroke(edge(c), 2.5)) +
    circle(200, 160, 70, c, stroke(edge(c), 2.5)) +
    ellipse(200, 180, 30, 22, shade(c, 0.35)) +
    circle(176, 148, 7, INK) +
    circle(224, 148, 7, INK) +
    ellipse(200, 172, 9, 7, INK) +
    ellipse(200, 270, 44, 38, shade(c, 0.25)),
  tent: (c) =>
    path("M40 310 L200 90 L360 310 Z", c, stroke(edge(c), 3)) +
    path("M200 90 L160 310 H240 Z", shade(c, -0.3)) +
    path("M200 90 L200 310", "none", stroke(shade(c, 0.3), 3)) +
    line(20, 312, 380, 312, "#65a30d", 4),
  mat: (c) =>
    rect(150, 250, 210, 56, c, 4, stroke(edge(c), 3)) +
    circle(130, 250, 76, c, stroke(edge(c), 3)) +
    times(4, (i) => circle(130, 250, 62 - i * 14, "none", stroke(shade(c, -0.2), 3))),
  flask: (c) =>
    rect(150, 110, 100, 216, c, 30, stroke(edge(c), 3)) +
    rect(156, 70, 88, 48, INK, 14) +
    rect(150, 150, 100, 10, shade(c, -0.2)) +
    rect(170, 200, 16, 100, "#ffffff", 8, ' fill-opacity="0.35"'),
  bike: (c) =>
    [110, 290].map((x) => circle(x, 260, 56, "none", stroke(INK, 10)) + circle(x, 260, 8, STEEL)).join("") +
    path("M110 260 L170 170 H260 L290 260 M170 170 L210 260 L260 170 M210 260 H110", "none", stroke(c, 10)) +
    line(160, 150, 190, 150, INK, 10) +
    line(256, 170, 250, 130, c, 8) +
    line(236, 128, 268, 128, INK, 8),
  books: (c) =>
    times(
      3,
      (i) =>
        rect(110 + i * 10, 270 - i * 60, 190 - i * 20, 56, shade(c, i * 0.18), 6, stroke(edge(c), 2.5)) +
        rect(110 + i * 10, 270 - i * 60, 20, 56, shade(c, i * 0.18 - 0.2), 4),
    ),
  book: (c) =>
    rect(120, 70, 170, 250, c, 8, stroke(edge(c), 3)) +
    rect(120, 70, 22, 250, shade(c, -0.25), 6) +
    rect(160, 120, 110, 14, "#ffffff", 4) +
    rect(160, 146, 80, 10, "#ffffff", 4, ' fill-opacity="0.7"') +
    circle(216, 236, 34, "#ffffff", ' fill-opacity="0.3"'),
  pens: (c) =>
    times(
      5,
      (i) =>
        `<g transform="rotate(${i * 10 - 20} 200 320)">${rect(190, 90, 20, 220, c === "#cccccc" ? ["#ef4444", "#2563eb", "#16a34a", "#f59e0b", "#8b5cf6"][i] : c, 8)}${rect(190, 90, 20, 50, "#f8fafc", 6)}${rect(208, 96, 5, 56, INK, 2)}</g>`,
    ),
  fountainpen: (c) =>
    `<g transform="rotate(-35 200 200)">${rect(180, 90, 40, 190, c, 16, stroke(edge(c), 3))}${rect(180, 150, 40, 12, "#d4af37")}${path("M184 280 H216 L200 350 Z", "#d4af37")}${rect(214, 100, 8, 80, "#d4af37", 3)}</g>`,
  notebook: (c) =>
    rect(110, 70, 190, 260, c, 10, stroke(edge(c), 3)) +
    times(9, (i) => circle(110, 96 + i * 26, 9, "none", stroke(STEEL, 5))) +
    rect(150, 110, 120, 40, "#ffffff", 6),
  calculator: (c) =>
    rect(120, 60, 160, 270, c, 18, stroke(edge(c), 3)) +
    rect(138, 80, 124, 50, "#a7f3d0", 6) +
    text(252, 118, 26, "#064e3b", "0", ' text-anchor="end"') +
    times(16, (i) =>
      rect(140 + (i % 4) * 31, 150 + Math.floor(i / 4) * 42, 24, 32, i % 4 === 3 ? "#f97316" : "#f8fafc", 6),
    ),
  lamp: (c) =>
    ellipse(200, 314, 70, 14, c) +
    line(200, 310, 160, 200, c, 10) +
    line(160, 200, 240, 120, c, 10) +
    path("M220 96 L290 140 L260 176 Z", c, stroke(edge(c), 3)) +
    ellipse(276, 168, 26, 10, "#fde68a"),
  towel: (c) =>
    times(
      3,
      (i) =>
        rect(100, 250 - i * 52, 200, 48, shade(c, i * 0.15), 16, stroke(edge(c), 2.5)) +
        times(8, (j) => line(112 + j * 25, 252 - i * 52, 112 + j * 25, 296 - i * 52, shade(c, -0.08), 2)),
    ),
};
