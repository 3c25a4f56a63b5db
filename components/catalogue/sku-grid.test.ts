import { describe, expect, it } from "vitest";
import { choiceOf, completeChoice, nextChoice, skuFor, specDims, valueAvailable } from "./sku-grid";

const sku = (id: number, colour: string, storage: string, stock = 5) => ({
  id,
  stock,
  specs: [
    ["颜色", colour],
    ["存储", storage],
  ] as [string, string][],
});
const skus = [sku(1, "黑", "128G"), sku(2, "黑", "256G"), sku(3, "银", "128G", 0), sku(4, "蓝", "512G")];

describe("sku grid", () => {
  it("reads the dimensions and their values in order", () => {
    expect(specDims(skus)).toEqual([
      { name: "颜色", values: ["黑", "银", "蓝"] },
      { name: "存储", values: ["128G", "256G", "512G"] },
    ]);
  });

  it("falls back to the flat list when SKUs disagree or have no specs", () => {
    expect(specDims([sku(1, "黑", "128G"), { id: 2, stock: 1, specs: [["颜色", "银"]] }])).toBeNull();
    expect(
      specDims([
        { id: 1, stock: 1, specs: [] },
        { id: 2, stock: 1, specs: [] },
      ]),
    ).toBeNull();
    expect(specDims([sku(1, "黑", "128G")])).toBeNull();
  });

  it("finds the SKU of a complete choice only", () => {
    const dims = specDims(skus)!;
    expect(skuFor(skus, dims, { 颜色: "黑", 存储: "256G" })?.id).toBe(2);
    expect(skuFor(skus, dims, { 颜色: "黑" })).toBeNull();
    expect(skuFor(skus, dims, { 颜色: "蓝", 存储: "128G" })).toBeNull();
    expect(choiceOf(skus[3])).toEqual({ 颜色: "蓝", 存储: "512G" });
  });

  it("disables values with no in-stock SKU beside the other choices", () => {
    expect(valueAvailable(skus, {}, "颜色", "银")).toBe(false); // its only SKU is sold out
    expect(valueAvailable(skus, { 存储: "512G" }, "颜色", "黑")).toBe(false); // no black 512G
    expect(valueAvailable(skus, { 存储: "512G" }, "颜色", "蓝")).toBe(true);
    expect(valueAvailable(skus, { 颜色: "黑" }, "存储", "256G")).toBe(true);
  });

  it("fills in a row that has one fitting value left, and leaves a row with a real choice alone", () => {
    const dims = specDims(skus)!;
    expect(completeChoice(skus, dims, { 颜色: "蓝" })).toEqual({ 颜色: "蓝", 存储: "512G" });
    expect(completeChoice(skus, dims, { 颜色: "黑" })).toEqual({ 颜色: "黑" });
    // 128G: black in stock, silver sold out -> black is the only colour left.
    expect(completeChoice(skus, dims, { 存储: "128G" })).toEqual({ 存储: "128G", 颜色: "黑" });
    expect(completeChoice(skus, dims, {})).toEqual({});
  });

  it("a tap on a value filled in for the shopper keeps it; a tap on a real choice takes it back", () => {
    const dims = specDims(skus)!;
    // 蓝 fills in 512G; tapping 512G (the only storage blue comes with) keeps the SKU chosen.
    const blue = nextChoice(skus, dims, {}, "颜色", "蓝");
    expect(blue).toEqual({ 颜色: "蓝", 存储: "512G" });
    expect(nextChoice(skus, dims, blue, "存储", "512G")).toEqual(blue);
    // Black has two storages: tapping 256G again takes it back.
    const black = nextChoice(skus, dims, { 颜色: "黑" }, "存储", "256G");
    expect(black).toEqual({ 颜色: "黑", 存储: "256G" });
    expect(nextChoice(skus, dims, black, "存储", "256G")).toEqual({ 颜色: "黑", 存储: undefined });
    // A value that does not fit replaces the other choices (then fills what it can).
    expect(nextChoice(skus, dims, black, "存储", "512G")).toEqual({ 存储: "512G", 颜色: "蓝" });
  });
});
