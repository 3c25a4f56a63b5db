// Multi-dimension specs (colour × storage): the dimensions and their values from the SKUs' specs, and
// which values can still be chosen given the others. Pure, unit-tested beside.
import type { SkuRow } from "@/lib/client/catalogue";

export type SpecDim = { name: string; values: string[] };
export type SpecChoice = Record<string, string | undefined>;
type SkuLike = Pick<SkuRow, "id" | "stock" | "specs">;

/** The dimensions when every SKU names a value on the same ones (in the same order); else null. */
export function specDims(skus: SkuLike[]): SpecDim[] | null {
  if (skus.length < 2) return null;
  const names = skus[0].specs.map(([name]) => name);
  if (names.length === 0) return null;
  const same = skus.every((s) => s.specs.length === names.length && s.specs.every(([name], i) => name === names[i]));
  if (!same) return null;
  return names.map((name, d) => ({ name, values: [...new Set(skus.map((s) => s.specs[d][1]))] }));
}

/** The values a SKU has, by dimension. */
export function choiceOf(sku: SkuLike): SpecChoice {
  return Object.fromEntries(sku.specs);
}

/** The SKU matching a complete choice, or null. */
export function skuFor(skus: SkuLike[], dims: SpecDim[], choice: SpecChoice): SkuLike | null {
  if (dims.some((d) => choice[d.name] === undefined)) return null;
  return skus.find((s) => s.specs.every(([name, value]) => choice[name] === value)) ?? null;
}

/** Whether `value` on `dim` leads to an in-stock SKU together with the other dimensions chosen. */
export function valueAvailable(skus: SkuLike[], choice: SpecChoice, dim: string, value: string): boolean {
  return skus.some(
    (s) =>
      s.stock > 0 &&
      s.specs.every(([name, v]) => (name === dim ? v === value : choice[name] === undefined || choice[name] === v)),
  );
}

/**
 * `choice` with every unchosen dimension that has exactly one value leading to an in-stock SKU filled
 * in, until nothing changes (filling one row can leave another with one value).
 */
export function completeChoice(skus: SkuLike[], dims: SpecDim[], choice: SpecChoice): SpecChoice {
  const next = { ...choice };
  for (let changed = true; changed;) {
    changed = false;
    for (const dim of dims) {
      if (next[dim.name] !== undefined) continue;
      const fitting = dim.values.filter((value) => valueAvailable(skus, next, dim.name, value));
      if (fitting.length === 1) {
        next[dim.name] = fitting[0];
        changed = true;
      }
    }
  }
  return next;
}

/**
 * The choice after a tap on `value` of `dim`. A tap on a chosen value takes it back — unless it is the
 * only value that fits with the others (it was filled in for the shopper, or nothing else is left):
 * then it stays, rather than leaving the shopper with "choose a spec" and nothing else to choose. A
 * value that does not fit the other choices replaces them. Rows left with one fitting value get it.
 */
export function nextChoice(
  skus: SkuLike[],
  dims: SpecDim[],
  choice: SpecChoice,
  dim: string,
  value: string,
): SpecChoice {
  if (choice[dim] === value) {
    const others = { ...choice, [dim]: undefined };
    const values = dims.find((d) => d.name === dim)?.values ?? [];
    const fitting = values.filter((v) => valueAvailable(skus, others, dim, v));
    return fitting.length === 1 && fitting[0] === value ? choice : others;
  }
  // The other values no longer fit with this one: keep only the new value.
  const next = valueAvailable(skus, choice, dim, value) ? { ...choice, [dim]: value } : { [dim]: value };
  // A row left with one value that fits is chosen for the shopper (星河蓝 comes only with 12GB+512GB).
  return completeChoice(skus, dims, next);
}
