import { describe, expect, it } from "vitest";
import { SEARCH_HISTORY_LIMIT, withSearchTerm } from "./search-history";

describe("search history", () => {
  it("puts the newest term first without duplicates", () => {
    expect(withSearchTerm([], "手机")).toEqual(["手机"]);
    expect(withSearchTerm(["耳机", "手机"], "手机")).toEqual(["手机", "耳机"]);
    expect(withSearchTerm(["phone", "tea"], "Phone")).toEqual(["Phone", "tea"]);
    expect(withSearchTerm(["tea"], "  green   tea ")).toEqual(["green tea", "tea"]);
  });

  it("ignores blank terms and stays bounded", () => {
    expect(withSearchTerm(["a"], "   ")).toEqual(["a"]);
    const long = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `t${i}`);
    const next = withSearchTerm(long, "new");
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`t${SEARCH_HISTORY_LIMIT - 1}`);
  });
});
