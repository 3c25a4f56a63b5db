import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { matchRegion, parseAddressText } from "./address-parse";
import type { Province } from "./regions";

const regions = JSON.parse(fs.readFileSync(path.join(process.cwd(), "public/regions/cn.json"), "utf8")) as Province[];
const names = (r: [number, number, number | null] | undefined) => {
  if (!r) return null;
  const p = regions[r[0]];
  const c = p[2][r[1]];
  return [p[0], c[0], r[2] === null ? null : c[2][r[2]][0]];
};

describe("region data", () => {
  it("has every province with cities and districts, in Chinese and English", () => {
    expect(regions.length).toBe(34);
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
