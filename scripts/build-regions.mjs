// Builds public/regions/cn.json, the region data of the address picker: every province, its cities and
// their districts, each as [Chinese name, English name]. Run once when the data changes; the output
// is committed and served as a static file (loaded when the picker opens, so no screen's JavaScript
// carries it). Sources, both MIT, unpacked from their npm tarballs (not project dependencies):
//   china-area-data 5.0.1 (v5/data.json: GB/T 2260 codes and names)
//   pinyin-pro 3 (the English names: pinyin of the name, with the division's kind translated)
// Usage: node scripts/build-regions.mjs <china-area-data dir> <pinyin-pro dir>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [areaDir, pinyinDir] = process.argv.slice(2);
if (!areaDir || !pinyinDir)
  throw new Error("usage: node scripts/build-regions.mjs <china-area-data dir> <pinyin-pro dir>");
const data = JSON.parse(fs.readFileSync(path.join(areaDir, "v5/data.json"), "utf8"));
const { pinyin } = await import(pathToFileURL(path.resolve(pinyinDir, "dist/index.mjs")).href);

// Names whose usual English form is not their pinyin.
const SPECIAL = {
  内蒙古自治区: "Inner Mongolia",
  西藏自治区: "Tibet",
  香港特别行政区: "Hong Kong",
  澳门特别行政区: "Macao",
  陕西省: "Shaanxi",
};
// Longest suffix first: the kind of division, and its English word.
const SUFFIXES = [
  ["维吾尔自治区", ""],
  ["壮族自治区", ""],
  ["回族自治区", ""],
  ["特别行政区", ""],
  ["自治区", ""],
  ["自治州", " Autonomous Prefecture"],
  ["自治县", " Autonomous County"],
  ["自治旗", " Autonomous Banner"],
  ["林区", " Forestry District"],
  ["地区", " Prefecture"],
  ["新区", " New Area"],
  ["省", ""],
  ["市", ""],
  ["盟", " League"],
  ["区", " District"],
  ["县", " County"],
  ["旗", " Banner"],
];

function english(name) {
  if (SPECIAL[name]) return SPECIAL[name];
  let base = name;
  let kind = "";
  for (const [suffix, word] of SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length + 1) {
      base = name.slice(0, -suffix.length);
      kind = word;
      break;
    }
  }
  const syllables = pinyin(base, { toneType: "none", type: "array", v: true }).filter((s) => /^[a-zü]+$/i.test(s));
  const word = syllables.join("");
  return word.charAt(0).toUpperCase() + word.slice(1) + kind;
}

const children = (code) =>
  Object.entries(data[code] ?? {}).filter(
    ([, name]) =>
      name !== "市辖区" && name !== "县" && name !== "省直辖县级行政区划" && name !== "自治区直辖县级行政区划",
  );
const pair = (name) => [name, english(name)];

// Hong Kong, Macau and Taiwan are regions of their own (lib/regions, docs/decisions/030-regions.md):
// their addresses are not written as a mainland province's.
const OWN_REGIONS = new Set(["台湾省", "香港特别行政区", "澳门特别行政区"]);

const provinces = Object.entries(data["86"])
  .filter(([, name]) => !OWN_REGIONS.has(name))
  .map(([code, name]) => {
    let cities = children(code);
    // Municipalities list one "市辖区" city: their districts hang under the municipality itself.
    const direct = Object.entries(data[code] ?? {}).filter(
      ([, n]) => n === "市辖区" || n === "县" || n.endsWith("直辖县级行政区划"),
    );
    const directDistricts = direct.flatMap(([c]) => children(c));
    const cityList = cities.map(([cityCode, cityName]) => [
      ...pair(cityName),
      children(cityCode).map(([, d]) => pair(d)),
    ]);
    if (directDistricts.length) {
      if (cities.length === 0) cityList.push([...pair(name), directDistricts.map(([, d]) => pair(d))]);
      // Province-administered county-level cities (e.g. 济源市 in 河南) are cities of their own.
      else for (const [, d] of directDistricts) cityList.push([...pair(d), []]);
    }
    return [...pair(name), cityList];
  });

const out = path.join(import.meta.dirname, "../public/regions/cn.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(provinces));
const count = (list) => list.reduce((n, [, , cities]) => n + cities.length, 0);
console.log(`wrote ${out}: ${provinces.length} provinces, ${count(provinces)} cities, ${fs.statSync(out).size} bytes`);
