// Writes lib/phone/metadata.json: libphonenumber-js's mobile-only metadata cut down to the shop's four
// regions (the mainland, Hong Kong, Macau, Taiwan). The same JSON shape as the package's own
// metadata files, about 5.7 kB instead of the full set's 150 kB; lib/phone/mobile.ts feeds it to the
// library's "core" functions. Run after upgrading libphonenumber-js (lib/phone/mobile.test.ts fails
// while the file is stale). Usage: node scripts/build-phone-metadata.mjs
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const REGIONS = ["CN", "HK", "MO", "TW"];

/** The package's mobile metadata, only the four regions and their calling codes. */
export function fourRegionMetadata() {
  const full = require("libphonenumber-js/metadata.mobile.json");
  const countries = Object.fromEntries(REGIONS.map((r) => [r, full.countries[r]]));
  const callingCodes = Object.fromEntries(REGIONS.map((r) => [full.countries[r][0], [r]]));
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "lib", "phone", "metadata.json");
  fs.writeFileSync(out, `${JSON.stringify(fourRegionMetadata())}\n`);
  console.log(`wrote ${out}`);
}
