// Which Chromium the browser suites drive (e2e, and the fault suite's pages). Debian's
// `chromium-headless-shell` first: Chromium's own headless build — the one Playwright itself runs
// headless tests in — without the full browser's UI process work, it halves the CPU the suites spend
// in the browser on this 2-core machine (docs/decisions/028-test-suite.md). The full `chromium` when
// only that is installed. CHROMIUM_PATH chooses either.
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL);
}
