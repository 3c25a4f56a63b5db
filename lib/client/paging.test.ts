// The specification's list-loading rules (section 4) that usePagedList and ProductList apply.
import { describe, expect, it } from "vitest";
import { isLastPage, listProgress } from "./paging";

const page = (n: number, hasMore = true) => ({ rows: Array.from({ length: n }, (_, i) => i), total: 100, hasMore });

describe("list loading rules", () => {
  it("a page with fewer rows than the page size is the last", () => {
    expect(isLastPage(page(20), 20)).toBe(false);
    expect(isLastPage(page(7), 20)).toBe(true);
    expect(isLastPage(page(20, false), 20)).toBe(true);
    expect(listProgress([page(20), page(7)], 20)).toMatchObject({ noMore: true });
    expect(listProgress([page(20), page(20)], 20).noMore).toBe(false);
  });

  it("an empty page above the first steps back and loads no more", () => {
    const { shown, noMore } = listProgress([page(20), page(20), page(0)], 20);
    expect(shown).toHaveLength(2);
    expect(noMore).toBe(true);
  });

  it("an empty first page is an empty list, not a step back", () => {
    const { shown, noMore } = listProgress([page(0, false)], 20);
    expect(shown).toHaveLength(1);
    expect(noMore).toBe(true);
    expect(listProgress([], 20)).toEqual({ shown: [], noMore: false });
  });
});
