// Phones, audio, computers and appliances.
import { circle, edge, ellipse, GLASS, INK, line, path, rect, shade, STEEL, stroke, times, type Drawer } from "./kit";

const screen = (x: number, y: number, w: number, h: number, rx: number) =>
  `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="0.55" stop-color="#818cf8"/><stop offset="1" stop-color="#f0abfc"/></linearGradient></defs>` +
  rect(x, y, w, h, "url(#scr)", rx) +
  path(
    `M${x} ${y + h * 0.62} Q${x + w * 0.5} ${y + h * 0.45} ${x + w} ${y + h * 0.7} V${y + h - rx} Q${x + w} ${y + h} ${x + w - rx} ${y + h} H${x + rx} Q${x} ${y + h} ${x} ${y + h - rx} Z`,
    "#ffffff",
    ' fill-opacity="0.25"',
  );

const phoneBack = (c: string, x: number, w: number) =>
  rect(x, 60, w, 265, c, 26, stroke(edge(c), 3)) +
  rect(x + 14, 76, 62, 78, shade(c, -0.15), 16) +
  circle(x + 34, 96, 12, GLASS, stroke("#64748b", 3)) +
  circle(x + 58, 112, 12, GLASS, stroke("#64748b", 3)) +
  circle(x + 34, 132, 12, GLASS, stroke("#64748b", 3)) +
  circle(x + 58, 138, 4, "#fde68a") +
  circle(x + w / 2, 230, 12, "none", stroke(edge(c), 3));

export const tech: Record<string, Drawer> = {
  phone: (c, view) =>
    view === 2
      ? phoneBack(c, 138, 124)
      : rect(136, 58, 128, 270, c, 28, stroke(edge(c), 3)) +
        rect(142, 64, 116, 258, INK, 23) +
        screen(147, 69, 106, 248, 19) +
        rect(184, 76, 32, 9, INK, 4.5) +
        rect(264, 120, 4, 34, edge(c), 2),
  foldable: (c, view) =>
    view === 2
      ? phoneBack(c, 150, 100)
      : rect(78, 86, 244, 226, c, 20, stroke(edge(c), 3)) +
        rect(84, 92, 232, 214, INK, 15) +
        screen(89, 97, 222, 204, 11) +
        line(200, 97, 200, 301, "#ffffff", 2, ' stroke-opacity="0.5"'),
  featurephone: (c) =>
    rect(148, 62, 104, 266, c, 34, stroke(edge(c), 3)) +
    rect(164, 86, 72, 70, "#d1fae5", 8, stroke(INK, 3)) +
    rect(172, 100, 56, 6, "#065f46", 3) +
    rect(172, 114, 40, 6, "#065f46", 3) +
    times(12, (i) =>
      rect(166 + (i % 3) * 24, 180 + Math.floor(i / 3) * 30, 20, 22, "#f8fafc", 6, stroke(edge(c), 1.5)),
    ) +
    rect(176, 302, 48, 16, "#ef4444", 8),
  earbuds: (c) =>
    rect(118, 200, 164, 118, "#f8fafc", 54, stroke("#cbd5e1", 3)) +
    line(124, 244, 276, 244, "#cbd5e1", 3) +
    circle(200, 270, 5, "#22c55e") +
    [150, 250]
      .map(
        (x, i) =>
          `<g transform="rotate(${i ? 18 : -18} ${x} 130)">${ellipse(x, 118, 26, 30, c, stroke(edge(c), 2.5))}${rect(x - 9, 130, 18, 64, c, 9, stroke(edge(c), 2.5))}${ellipse(x + (i ? -12 : 12), 110, 8, 10, GLASS)}</g>`,
      )
      .join(""),
  headphones: (c) =>
    path("M110 230 Q110 80 200 80 Q290 80 290 230", "none", stroke(shade(c, -0.2), 22)) +
    path("M118 220 Q118 96 200 96 Q282 96 282 220", "none", stroke("#e5e7eb", 6)) +
    [110, 290]
      .map((x) => rect(x - 38, 200, 76, 112, c, 36, stroke(edge(c), 3)) + rect(x - 24, 214, 48, 84, shade(c, -0.3), 24))
      .join(""),
  speaker: (c) =>
    rect(70, 150, 260, 130, c, 65, stroke(edge(c), 3)) +
    times(36, (i) => circle(112 + (i % 12) * 16, 190 + Math.floor(i / 12) * 24, 4, shade(c, -0.35))) +
    rect(40, 196, 34, 38, shade(c, -0.3), 10) +
    rect(176, 160, 48, 12, shade(c, 0.3), 6),
  smartspeaker: (c) =>
    ellipse(200, 300, 72, 20, shade(c, -0.25)) +
    rect(128, 120, 144, 180, c, 26) +
    times(9, (i) => line(136, 150 + i * 16, 264, 150 + i * 16, shade(c, -0.12), 3)) +
    ellipse(200, 120, 72, 20, shade(c, 0.2)) +
    ellipse(200, 120, 44, 11, "#38bdf8", ' fill-opacity="0.85"'),
  tablet: (c, view) =>
    view === 2
      ? rect(92, 62, 216, 276, c, 22, stroke(edge(c), 3)) +
        rect(108, 78, 44, 44, shade(c, -0.15), 12) +
        circle(122, 92, 8, GLASS) +
        circle(138, 108, 8, GLASS) +
        circle(200, 200, 14, "none", stroke(edge(c), 3))
      : rect(88, 58, 224, 284, c, 24, stroke(edge(c), 3)) +
        rect(96, 66, 208, 268, INK, 18) +
        screen(104, 74, 192, 252, 12) +
        times(12, (i) =>
          rect(
            124 + (i % 4) * 40,
            96 + Math.floor(i / 4) * 44,
            28,
            28,
            ["#fef3c7", "#bbf7d0", "#fecaca", "#e0e7ff"][i % 4],
            8,
          ),
        ) +
        rect(322, 90, 10, 190, "#f1f5f9", 5, stroke("#94a3b8", 2)),
  laptop: (c) =>
    rect(88, 80, 224, 160, shade(c, -0.1), 12) +
    rect(96, 88, 208, 144, INK, 6) +
    screen(102, 94, 196, 132, 4) +
    path("M60 244 H340 L362 282 Q362 290 352 290 H48 Q38 290 38 282 Z", c, stroke(edge(c), 3)) +
    rect(170, 262, 60, 16, shade(c, -0.12), 4),
  keyboard: (c) =>
    rect(36, 146, 328, 132, c, 16, stroke(edge(c), 3)) +
    times(52, (i) =>
      rect(
        52 + (i % 13) * 23.5,
        162 + Math.floor(i / 13) * 24,
        19,
        19,
        ["#f8fafc", "#fca5a5", "#93c5fd", "#fde68a"][i === 0 ? 1 : i % 13 === 12 ? 2 : 0],
        4,
      ),
    ) +
    rect(110, 258, 180, 12, "#f8fafc", 4),
  mouse: (c) =>
    path(
      "M200 100 C260 100 270 180 268 240 C266 300 236 320 200 320 C164 320 134 300 132 240 C130 180 140 100 200 100 Z",
      c,
      stroke(edge(c), 3),
    ) +
    line(200, 104, 200, 180, edge(c), 3) +
    rect(192, 130, 16, 30, shade(c, -0.3), 8),
  ricecooker: (c) =>
    rect(96, 170, 208, 140, c, 48, stroke(edge(c), 3)) +
    path("M100 184 Q100 120 200 116 Q300 120 300 184 Z", shade(c, -0.08), stroke(edge(c), 3)) +
    rect(176, 104, 48, 16, shade(c, -0.3), 8) +
    rect(156, 226, 88, 46, "#0f172a", 10) +
    rect(168, 236, 40, 14, "#38bdf8", 3) +
    circle(226, 250, 8, "#f97316"),
  airfryer: (c) =>
    rect(118, 80, 164, 238, c, 42, stroke(edge(c), 3)) +
    circle(200, 120, 20, "#0f172a") +
    circle(200, 120, 10, "#f97316") +
    rect(136, 166, 128, 120, shade(c, -0.12), 18) +
    rect(152, 182, 96, 56, "#1e293b", 10) +
    times(4, (i) => ellipse(172 + i * 18, 216, 6, 10, "#f59e0b")) +
    rect(176, 254, 48, 14, INK, 7),
  blender: (c) =>
    path("M148 90 H252 L238 240 H162 Z", "#e0f2fe", ` fill-opacity="0.8"${stroke("#7dd3fc", 3)}`) +
    path("M162 200 Q200 160 238 200 L236 238 H164 Z", "#f472b6", ' fill-opacity="0.7"') +
    rect(142, 76, 116, 20, INK, 8) +
    rect(146, 240, 108, 82, c, 16, stroke(edge(c), 3)) +
    circle(200, 282, 16, shade(c, -0.3)),
  kettle: (c) =>
    path("M132 300 L146 140 Q200 118 254 140 L268 300 Z", c, stroke(edge(c), 3)) +
    path("M146 160 L106 120 L116 112 L152 140", c, stroke(edge(c), 3)) +
    path("M256 150 Q316 160 306 230 Q300 270 266 280", "none", stroke(INK, 16)) +
    rect(122, 300, 156, 20, INK, 8) +
    ellipse(200, 136, 40, 10, shade(c, -0.2)),
  coffeemaker: (c) =>
    rect(110, 70, 180, 60, c, 16, stroke(edge(c), 3)) +
    rect(110, 126, 60, 190, c, 10, stroke(edge(c), 3)) +
    rect(110, 300, 180, 20, c, 8) +
    rect(206, 136, 36, 20, INK, 6) +
    path("M196 236 H260 L254 298 H202 Z", "#f8fafc", stroke("#cbd5e1", 3)) +
    ellipse(228, 238, 30, 6, "#78350f"),
  robotvacuum: (c) =>
    ellipse(200, 250, 150, 64, shade(c, -0.2)) +
    ellipse(200, 236, 150, 62, c, stroke(edge(c), 3)) +
    ellipse(200, 226, 100, 36, shade(c, -0.08)) +
    ellipse(200, 206, 30, 14, INK) +
    circle(150, 240, 6, "#22c55e"),
  stickvacuum: (c) =>
    rect(192, 140, 16, 150, STEEL, 8) +
    rect(166, 60, 48, 100, c, 20, stroke(edge(c), 3)) +
    rect(174, 70, 32, 56, "#e0f2fe", 12, ' fill-opacity="0.9"') +
    path("M214 80 Q250 80 250 120 L214 140", "none", stroke(INK, 12)) +
    rect(136, 288, 128, 30, INK, 12) +
    rect(146, 312, 108, 8, c, 4),
  fan: (c) =>
    rect(194, 220, 12, 90, STEEL, 6) +
    ellipse(200, 314, 64, 14, INK) +
    circle(200, 150, 96, "#f8fafc", stroke(c, 6)) +
    times(3, (i) =>
      ellipse(200, 104, 26, 46, shade(c, 0.35), ` transform="rotate(${i * 120} 200 150)" fill-opacity="0.9"`),
    ) +
    times(8, (i) =>
      line(200, 150, 200 + 94 * Math.cos((i * Math.PI) / 4), 150 + 94 * Math.sin((i * Math.PI) / 4), "#94a3b8", 2),
    ) +
    circle(200, 150, 18, c),
  humidifier: (c) =>
    rect(130, 150, 140, 170, c, 60, stroke(edge(c), 3)) +
    rect(150, 190, 100, 70, "#e0f2fe", 30, ' fill-opacity="0.85"') +
    circle(200, 292, 8, "#38bdf8") +
    path("M190 150 Q180 120 196 100 Q212 80 200 60 M214 150 Q210 126 222 110", "none", stroke("#bae6fd", 8)),
  hairdryer: (c) =>
    circle(170, 150, 68, c, stroke(edge(c), 3)) +
    circle(170, 150, 34, shade(c, -0.25)) +
    rect(220, 116, 110, 68, c, 20, stroke(edge(c), 3)) +
    rect(150, 200, 44, 120, c, 18, stroke(edge(c), 3)) +
    rect(160, 240, 24, 10, INK, 5),
};
