// The places of Hong Kong, Macau and Taiwan that an address names, each in the shop's four locales
// as [zh-Hans, zh-Hant, en, ja] (docs/decisions/030-regions.md). Hong Kong and Macau are written out
// here (3 areas and the 18 districts; 4 areas and the 7 parishes); Taiwan's 22 counties and cities
// with their 368 townships and districts and postal codes come from ./tw.json
// (scripts/build-tw-regions.mjs). The browser loads this module only when the picker or the
// paste-to-recognise needs it (lib/client/regions.ts); the server checks addresses against it.
import type { Names, Place, PlaceRegion } from "./index";
import twJson from "./tw.json";

const HONG_KONG: Place[] = [
  {
    names: ["香港岛", "香港島", "Hong Kong Island", "香港島"],
    children: [
      { names: ["中西区", "中西區", "Central and Western District", "中西区"] },
      { names: ["湾仔区", "灣仔區", "Wan Chai District", "湾仔区"] },
      { names: ["东区", "東區", "Eastern District", "東区"] },
      { names: ["南区", "南區", "Southern District", "南区"] },
    ],
  },
  {
    names: ["九龙", "九龍", "Kowloon", "九龍"],
    children: [
      { names: ["油尖旺区", "油尖旺區", "Yau Tsim Mong District", "油尖旺区"] },
      { names: ["深水埗区", "深水埗區", "Sham Shui Po District", "深水埗区"] },
      { names: ["九龙城区", "九龍城區", "Kowloon City District", "九龍城区"] },
      { names: ["黄大仙区", "黃大仙區", "Wong Tai Sin District", "黄大仙区"] },
      { names: ["观塘区", "觀塘區", "Kwun Tong District", "観塘区"] },
    ],
  },
  {
    names: ["新界", "新界", "New Territories", "新界"],
    children: [
      { names: ["荃湾区", "荃灣區", "Tsuen Wan District", "荃湾区"] },
      { names: ["屯门区", "屯門區", "Tuen Mun District", "屯門区"] },
      { names: ["元朗区", "元朗區", "Yuen Long District", "元朗区"] },
      { names: ["北区", "北區", "North District", "北区"] },
      { names: ["大埔区", "大埔區", "Tai Po District", "大埔区"] },
      { names: ["西贡区", "西貢區", "Sai Kung District", "西貢区"] },
      { names: ["沙田区", "沙田區", "Sha Tin District", "沙田区"] },
      { names: ["葵青区", "葵青區", "Kwai Tsing District", "葵青区"] },
      { names: ["离岛区", "離島區", "Islands District", "離島区"] },
    ],
  },
];

// Cotai (路氹城) is reclaimed land outside every parish: an address there has no parish to name.
const MACAU: Place[] = [
  {
    names: ["澳门半岛", "澳門半島", "Macau Peninsula", "マカオ半島"],
    children: [
      { names: ["花地玛堂区", "花地瑪堂區", "Our Lady of Fátima Parish", "花地瑪堂区"] },
      { names: ["圣安多尼堂区", "聖安多尼堂區", "St. Anthony Parish", "聖安多尼堂区"] },
      { names: ["望德堂区", "望德堂區", "St. Lazarus Parish", "望徳堂区"] },
      { names: ["大堂区", "大堂區", "Sé Parish", "大堂区"] },
      { names: ["风顺堂区", "風順堂區", "St. Lawrence Parish", "風順堂区"] },
    ],
  },
  {
    names: ["氹仔", "氹仔", "Taipa", "タイパ"],
    children: [{ names: ["嘉模堂区", "嘉模堂區", "Our Lady of Carmel Parish", "嘉模堂区"] }],
  },
  { names: ["路氹城", "路氹城", "Cotai", "コタイ"], children: [] },
  {
    names: ["路环", "路環", "Coloane", "コロアン"],
    children: [{ names: ["圣方济各堂区", "聖方濟各堂區", "St. Francis Xavier Parish", "聖方済各堂区"] }],
  },
];

type TwJson = [Names, [Names, string][]][];

const TAIWAN: Place[] = (twJson as unknown as TwJson).map(([names, districts]) => ({
  names,
  children: districts.map(([district, postalCode]) => ({ names: district, postalCode })),
}));

export const PLACES: Record<PlaceRegion, Place[]> = { HK: HONG_KONG, MO: MACAU, TW: TAIWAN };
