// The axe-core scan every e2e accessibility check runs: the WCAG 2.1 A/AA rules and axe's best
// practices, and the findings that fail a test (serious and critical).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * A scan of `page` with every rule of AXE_TAGS (or, after `.withRules`, the rules named there).
 * Only violations are collected (axe still runs every check): no test reads the other results. Measured
 * on the guest scan of 24 screens, it made no difference to the time (decision 028).
 */
export function axeScan(page: Page): AxeBuilder {
  // `options` replaces what was set before it: first, then the rules.
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS);
}

export const serious = <V extends { impact?: string | null }>(violations: V[]): V[] =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical");
