import { describe, expect, it } from "vitest";
import { readRefinement, withRefinement } from "./url-refinement";

describe("refinement in the address", () => {
  it("reads sort and price bounds, ignoring what is malformed", () => {
    expect(readRefinement(new URLSearchParams("sort=price_asc&priceMin=1000&priceMax=5000"))).toEqual({
      sort: "price_asc",
      priceMin: 1000,
      priceMax: 5000,
    });
    expect(readRefinement(new URLSearchParams("sort=cheapest&priceMin=-1&priceMax=1e3"))).toEqual({
      sort: "default",
      priceMin: undefined,
      priceMax: undefined,
    });
    expect(readRefinement(new URLSearchParams(""), "newest").sort).toBe("newest");
  });

  it("writes them beside the other parameters, leaving out the default sort and absent bounds", () => {
    const next = withRefinement(new URLSearchParams("keyword=phone&sort=sales&priceMax=9"), {
      sort: "default",
      priceMin: 100,
    });
    expect(next.toString()).toBe("keyword=phone&priceMin=100");
  });
});
