import { describe, expect, it } from "vitest";
import { withFootprint } from "./footprints";

const f = (id: number, viewedAt = id) => ({ id, name: `p${id}`, image: "", price: 100, viewedAt });

describe("withFootprint", () => {
  it("puts the newest first, once per product, within the limit", () => {
    expect(withFootprint([f(1), f(2)], f(3)).map((x) => x.id)).toEqual([3, 1, 2]);
    expect(withFootprint([f(1), f(2), f(3)], f(2, 9)).map((x) => [x.id, x.viewedAt])).toEqual([
      [2, 9],
      [1, 1],
      [3, 3],
    ]);
    expect(withFootprint([f(1), f(2), f(3)], f(4), 3).map((x) => x.id)).toEqual([4, 1, 2]);
  });
});
