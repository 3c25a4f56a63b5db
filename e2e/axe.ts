// The axe-core scan every e2e accessibility check runs: the WCAG 2.1 A/AA rules and axe's best
// practices, and the findings that fail a test (serious and critical).
//
// Our own few lines instead of @axe-core/playwright's AxeBuilder (decision 028): AxeBuilder injects the
// unminified axe (1.3 MB) into every frame on every scan and then opens a blank page (a new renderer
// process) to merge the frames' results. Measured on the shop's screens, one scan cost 0.8-1.0 s before
// axe ran a rule; here it costs the rules' time, and axe is injected once per document (the minified build,
// 0.6 MB). The frames are still scanned: axe goes into each of them and axe.run in the top document asks
// them over postMessage, as axe does in a browser extension.
import fs from "node:fs";
import type { AxeResults, RunOptions } from "axe-core";
import type { Frame, Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** axe in `frame`, once per document; a frame that went away meanwhile is left out (as axe would). */
async function inject(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
    if (!present) await frame.evaluate(axeSource);
    // The frames of another origin (the web view's external page) answer the top document's axe too.
    await frame.evaluate(() =>
      (window as unknown as { axe: { configure(c: object): void } }).axe.configure({
        allowedOrigins: ["<unsafe_all_origins>"],
      }),
    );
  } catch (e) {
    if (!frame.isDetached()) throw e;
  }
}

export type AxeScan = {
  /** Only these rules instead of every rule of AXE_TAGS. */
  withRules(rules: string[]): AxeScan;
  /** Only the part of the page `selector` selects. */
  include(selector: string): AxeScan;
  analyze(): Promise<AxeResults>;
};

/**
 * A scan of `page` with every rule of AXE_TAGS (or, after `.withRules`, the rules named there).
 * Only violations are collected (axe still runs every check): no test reads the other results.
 */
export function axeScan(page: Page): AxeScan {
  let runOnly: RunOptions["runOnly"] = { type: "tag", values: AXE_TAGS };
  let include: string | undefined;
  const scan: AxeScan = {
    withRules(rules) {
      runOnly = { type: "rule", values: rules };
      return scan;
    },
    include(selector) {
      include = selector;
      return scan;
    },
    async analyze() {
      // The top document last: its configure call is what the run below uses.
      for (const frame of page.frames().filter((f) => f !== page.mainFrame())) await inject(frame);
      await inject(page.mainFrame());
      const options: RunOptions = { runOnly, resultTypes: ["violations"], iframes: true };
      return page.evaluate(
        ({ include, options }) =>
          (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(
            include ? { include: [include] } : document,
            options,
          ),
        { include, options },
      );
    },
  };
  return scan;
}

export const serious = <V extends { impact?: string | null }>(violations: V[]): V[] =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical");
