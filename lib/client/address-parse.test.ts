import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { matchRegion, parseAddressText } from "./address-parse";
import type { Province } from "./regions";
import { PLACES } from "@/lib/regions/places";

const regions = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/regions/cn.json"), "utf8")) as Province[];
const names = (r: [number, number, number | null] | undefined) => {
  if (!r) return null;
  const p = regions[r[0]];
  const c = p[2][r[1]];
  return [p[0], c[0], r[2] === null ? null : c[2][r[2]][0]];
};

describe("region data", () => {
  it("has every mainland province with cities and districts, in Chinese and English", () => {
    // 31: Hong Kong, Macau and Taiwan are regions of their own (lib/regions), not provinces here.
    expect(regions.length).toBe(31);
    expect(regions.map((p) => p[0])).not.toContain("香港特别行政区");
    const gd = regions.find((p) => p[0] === "广东省")!;
    expect(gd[1]).toBe("Guangdong");
    const sz = gd[2].find((c) => c[0] === "深圳市")!;
    expect(sz[1]).toBe("Shenzhen");
    expect(sz[2]).toContainEqual(["南山区", "Nanshan District"]);
    expect(regions.every((p) => p[2].length > 0)).toBe(true);
  });
});

describe("parseAddressText", () => {
  it("splits name, phone and address in any order", () => {
    const a = parseAddressText("张三 13800138000 广东省深圳市南山区科技园路1号", regions);
    expect(a).toMatchObject({ name: "张三", phone: "13800138000", detail: "科技园路1号" });
    expect(names(a.region)).toEqual(["广东省", "深圳市", "南山区"]);
    const b = parseAddressText("收货人：李四，手机号：138-0013-8001，地址：北京市朝阳区建国路88号", regions);
    expect(b).toMatchObject({ name: "李四", phone: "13800138001", detail: "建国路88号" });
    expect(names(b.region)).toEqual(["北京市", "北京市", "朝阳区"]);
  });

  it("finds the province from the city when it is left out", () => {
    const c = parseAddressText("深圳南山区科技园路1号 王五 +86 139 0000 0000", regions);
    expect(c).toMatchObject({ name: "王五", phone: "13900000000", detail: "科技园路1号" });
    expect(names(c.region)).toEqual(["广东省", "深圳市", "南山区"]);
  });

  it("keeps what it cannot place as detail", () => {
    expect(matchRegion("火星基地一号", regions)).toEqual({ region: undefined, rest: "火星基地一号" });
    expect(parseAddressText("赵六 火星基地一号", regions)).toEqual({ name: "赵六", detail: "火星基地一号" });
  });
});

describe("parseAddressText in Hong Kong and Macau", () => {
  const place = (p: ReturnType<typeof parseAddressText>["place"]) => {
    if (!p) return null;
    const area = p.city === null ? null : PLACES[p.region][p.city];
    const district = area && p.district !== null ? area.children![p.district] : null;
    return [p.region, area?.names[1] ?? null, district?.names[1] ?? null];
  };

  it("reads a Hong Kong address with its area, district and an 8-digit phone", () => {
    const a = parseAddressText("陳大文 9123 4567 香港九龍油尖旺區彌敦道100號", regions, PLACES);
    expect(a).toMatchObject({ name: "陳大文", phone: "+85291234567", detail: "彌敦道100號" });
    expect(place(a.place)).toEqual(["HK", "九龍", "油尖旺區"]);
    expect(a.region).toBeUndefined();
  });

  it("finds the area from a district named without it, in simplified Chinese, with +852", () => {
    const a = parseAddressText("收件人：李小明，电话：+852 6123-4567，地址：香港湾仔轩尼诗道1号", regions, PLACES);
    expect(a).toMatchObject({ name: "李小明", phone: "+85261234567", detail: "轩尼诗道1号" });
    expect(place(a.place)).toEqual(["HK", "香港島", "灣仔區"]);
  });

  it("reads a Macau address with an area and no parish, the phone in Macau", () => {
    const a = parseAddressText("澳門氹仔孫逸仙大馬路1號 6612 3456 黃小姐", regions, PLACES);
    expect(a).toMatchObject({ name: "黃小姐", phone: "+85366123456", detail: "孫逸仙大馬路1號" });
    expect(place(a.place)).toEqual(["MO", "氹仔", null]);
  });

  it("reads a Macau parish, and an address that names only the region", () => {
    const a = parseAddressText("澳門特別行政區花地瑪堂區黑沙環馬路2號 張三", regions, PLACES);
    expect(place(a.place)).toEqual(["MO", "澳門半島", "花地瑪堂區"]);
    expect(a.detail).toBe("黑沙環馬路2號");
    const b = parseAddressText("Macau 新馬路3號", regions, PLACES);
    expect(place(b.place)).toEqual(["MO", null, null]);
    expect(b.detail).toBe("新馬路3號");
  });

  it("keeps mainland addresses the mainland's", () => {
    const a = parseAddressText("张三 13800138000 重庆市九龙坡区杨家坪1号", regions, PLACES);
    expect(a.place).toBeUndefined();
    expect(names(a.region)).toEqual(["重庆市", "重庆市", "九龙坡区"]);
    expect(a.phone).toBe("13800138000");
  });
});
