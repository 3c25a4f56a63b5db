// The group's and the seat's moves over every pair of states, as decision 040 draws them.
import { describe, expect, it } from "vitest";
import { canMoveGroup, canMoveSeat, groupStatuses, seatStatuses } from "./group-status";

describe("group buying moves", () => {
  it("a group moves open -> full | failed and nowhere else", () => {
    const allowed = new Set(["open>full", "open>failed"]);
    for (const from of groupStatuses)
      for (const to of groupStatuses)
        expect(canMoveGroup(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    expect(canMoveGroup("unknown", "full")).toBe(false);
  });

  it("a seat moves unpaid -> paid | released, paid -> refunded, and nowhere else", () => {
    const allowed = new Set(["unpaid>paid", "unpaid>released", "paid>refunded"]);
    for (const from of seatStatuses)
      for (const to of seatStatuses) expect(canMoveSeat(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
  });
});
