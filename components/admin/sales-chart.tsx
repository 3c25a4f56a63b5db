// The dashboard's 30-day chart of paid sales, drawn by uPlot (a maintained chart library, ~50 kB),
// loaded only when the dashboard shows it. The same figures stand in a table for screen readers.
"use client";

import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";
import { formatCents } from "@/lib/domain/money";

export function SalesChart({ days, amounts, label }: { days: string[]; amounts: number[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let plot: { destroy(): void } | undefined;
    void import("uplot").then(({ default: UPlot }) => {
      if (disposed || !box.current) return;
      const width = box.current.clientWidth || 600;
      const xs = days.map((d) => Date.parse(`${d}T00:00:00+08:00`) / 1000);
      plot = new UPlot(
        {
          width,
          height: 220,
          series: [
            {},
            {
              label,
              stroke: "#0a6fa3",
              fill: "rgba(10,111,163,0.12)",
              value: (_u, v) => (v == null ? "—" : formatCents(v)),
            },
          ],
          // The scale is in cents; the ticks read as whole yuan.
          axes: [{}, { values: (_u, ticks) => ticks.map((v) => formatCents(Math.round(v)).replace(/\.\d\d$/, "")) }],
          legend: { show: false },
        },
        [xs, amounts],
        box.current,
      );
    });
    return () => {
      disposed = true;
      plot?.destroy();
    };
  }, [days, amounts, label]);
  return <div ref={box} aria-hidden className="w-full" data-testid="sales-chart" />;
}
