// A row's quantity taps faster than the server answers: one write at a time per row, always of the
// latest quantity, and an answer for a quantity changed since never put back on screen. Sent one per
// tap, + + − could be applied out of order: the server's cart (and the checkout) at 3 while the screen
// shows 2 — what the desktop cart e2e once caught. Check marks likewise: written in the order tapped,
// and an earlier tap's answer never unticks what a later tap ticked (the cart e2e once caught "all"
// unticked again for a moment).
import { beforeEach, describe, expect, it, vi } from "vitest";

type Write = {
  body: { id?: number; ids?: number[]; quantity?: number; checked?: boolean };
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};
const writes: Write[] = [];
vi.mock("./api", () => ({
  api: (_route: unknown, body: Write["body"]) =>
    new Promise((resolve, reject) => writes.push({ body, resolve, reject })),
  apiUrl: () => "/api/v1/cart-index",
}));
vi.mock("./badges-signal", () => ({ markBadgesStale: () => {} }));

const { setChecked, setQuantity } = await import("./cart");
const { setResource } = await import("./resource");
const { CART_KEY } = await import("./cart-add");

type Row = { id: number; quantity: number; checked: boolean };
const row = (quantity: number): Row => ({ id: 1, quantity, checked: true });
const answer = (quantity: number) => ({ rows: [row(quantity)] });
function shown(): number | undefined {
  let quantity: number | undefined;
  setResource<{ rows: Row[] }>(CART_KEY, (cart) => ((quantity = cart?.rows[0]?.quantity), cart!));
  return quantity;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("setQuantity", () => {
  beforeEach(() => {
    writes.length = 0;
    setResource(CART_KEY, () => ({ rows: [row(1)], freeShipping: null }));
  });

  it("sends one write at a time, of the latest quantity: + + − while the first is on its way", async () => {
    const done = [setQuantity(1, 2), setQuantity(1, 3), setQuantity(1, 2)];
    expect(shown()).toBe(2);
    expect(writes.map((w) => w.body.quantity)).toEqual([2]);
    writes[0].resolve(answer(2));
    await Promise.all(done);
    // The latest asked (2) was the one written: nothing more to send.
    expect(writes.map((w) => w.body.quantity)).toEqual([2]);
    expect(shown()).toBe(2);
  });

  it("writes the newer quantity after the answer, which it does not show", async () => {
    const first = setQuantity(1, 2);
    setQuantity(1, 3);
    writes[0].resolve(answer(2));
    await settle();
    expect(shown()).toBe(3);
    expect(writes.map((w) => w.body.quantity)).toEqual([2, 3]);
    writes[1].resolve(answer(3));
    await first;
    expect(shown()).toBe(3);
  });

  it("after a refused write the next tap writes again", async () => {
    const refused = setQuantity(1, 9);
    writes[0].reject(new Error("409"));
    await refused;
    const next = setQuantity(1, 2);
    expect(writes.map((w) => w.body.quantity)).toEqual([9, 2]);
    writes[1].resolve(answer(2));
    await next;
    expect(shown()).toBe(2);
  });
});

describe("setChecked", () => {
  const two = (a: boolean, b: boolean, quantity = 1) => [
    { id: 1, quantity, checked: a },
    { id: 2, quantity: 1, checked: b },
  ];
  function marks(): boolean[] {
    let seen: boolean[] = [];
    setResource<{ rows: Row[] }>(CART_KEY, (cart) => ((seen = cart!.rows.map((r) => r.checked)), cart!));
    return seen;
  }
  beforeEach(() => {
    writes.length = 0;
    setResource(CART_KEY, () => ({ rows: two(true, true), freeShipping: null }));
  });

  it("a row unticked, then all ticked while the first is on its way: written in that order, the first answer not shown", async () => {
    const first = setChecked([1], false);
    const all = setChecked([1, 2], true);
    expect(marks()).toEqual([true, true]);
    // The second waits for the first: the server applies them in the order tapped.
    expect(writes.map((w) => w.body)).toEqual([{ id: 1, checked: false }]);
    writes[0].resolve({ rows: [two(false, true)[0]] });
    await first;
    await settle();
    expect(marks()).toEqual([true, true]);
    expect(writes.map((w) => w.body)).toEqual([
      { id: 1, checked: false },
      { ids: [1, 2], checked: true },
    ]);
    writes[1].resolve({ rows: two(true, true) });
    await all;
    expect(marks()).toEqual([true, true]);
  });

  it("a refused last tap puts the marks back as they were before it; an earlier refusal leaves the later tap", async () => {
    const first = setChecked([1], false);
    const second = setChecked([2], false);
    writes[0].reject(new Error("409"));
    await first;
    await settle();
    expect(marks()).toEqual([false, false]);
    writes[1].reject(new Error("409"));
    await second;
    expect(marks()).toEqual([false, true]);
  });

  it("a quantity's answer does not tick again a row whose untick is on its way, nor a mark's answer undo a quantity", async () => {
    const unticked = setChecked([1], false);
    const quantity = setQuantity(1, 2);
    expect(writes.map((w) => w.body)).toEqual([
      { id: 1, checked: false },
      { id: 1, quantity: 2 },
    ]);
    // The server wrote the quantity before the mark: its answer still has the row ticked.
    writes[1].resolve({ rows: [two(true, true, 2)[0]] });
    await quantity;
    expect(marks()).toEqual([false, true]);
    expect(shown()).toBe(2);
    setQuantity(1, 3);
    writes[0].resolve({ rows: [two(false, true, 2)[0]] });
    await unticked;
    expect(marks()).toEqual([false, true]);
    expect(shown()).toBe(3);
  });
});
