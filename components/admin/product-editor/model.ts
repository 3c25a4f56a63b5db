// The product editor's draft and how it maps to the API (no React here): texts in the four languages,
// pictures, up to three specs with their values, the SKU matrix keyed by value ids (so a value renamed
// or moved keeps its SKU), and the body a save sends — prices parsed from yuan text by lib/domain's
// parseYuan, never as floats.
import { formatCents, parseYuan } from "@/lib/domain/money";
import { locales, type Locale } from "@/lib/domain/locales";
import type { ProductTag } from "@/lib/domain/catalogue";
import type { ProductDetail, ProductInput } from "@/lib/admin-client/catalogue";

export type Texts = Record<Locale, string>;
export type Value = { uid: string; texts: Texts };
export type Spec = { uid: string; name: Texts; values: Value[] };
export type SkuDraft = {
  id?: number;
  sell: boolean;
  code: string;
  price: string;
  originalPrice: string;
  stock: string;
  currentStock?: number;
  weight: string;
  lowStock: string;
  image: string;
};
export type Draft = {
  categoryId: number | null;
  code: string;
  isOnSale: boolean;
  sort: string;
  tags: ProductTag[];
  name: Texts;
  subtitle: Texts;
  description: Texts;
  images: string[];
  specs: Spec[];
  skus: Record<string, SkuDraft>;
  /** Value uids the product had when loaded: a combination of only these without a SKU was not sold on purpose. */
  known: string[];
};

/** What every section of the product editor is given: the draft, a patch of it, the server's field errors. */
export type SectionProps = { draft: Draft; set: (patch: Partial<Draft>) => void; errors: Record<string, string> };

/** The SKU columns a "fill column" may set for every SKU at once. */
export const fillableColumns = ["price", "originalPrice", "stock", "weight", "lowStock"] as const;
export type FillableColumn = (typeof fillableColumns)[number];

export const emptyTexts = (): Texts => ({ "zh-Hans": "", "zh-Hant": "", en: "", ja: "" });
const toTexts = (t: Partial<Record<string, string>> | undefined): Texts => ({
  ...emptyTexts(),
  ...(t as Partial<Texts>),
});
/** The API's shape: zh-Hans always, the others only when written. */
const fromTexts = (t: Texts) => {
  const out: Partial<Texts> & { "zh-Hans": string } = { "zh-Hans": t["zh-Hans"].trim() };
  for (const l of locales.slice(1) as Locale[]) if (t[l].trim()) out[l] = t[l].trim();
  return out;
};

let uidCounter = 0;
export const uid = () => `v${++uidCounter}`;

const yuan = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : formatCents(cents));
/** "12.3" -> 1230; anything else -> NaN (the server then names the field). */
const centsOrNaN = (text: string) => parseYuan(text) ?? Number.NaN;

export const comboKey = (uids: string[]) => uids.join("|") || "flat";

/** Every combination of one value per spec, as value uids. */
export function combinations(specs: Spec[]): string[][] {
  return specs.reduce<string[][]>((acc, spec) => acc.flatMap((c) => spec.values.map((v) => [...c, v.uid])), [[]]);
}

export function fromDetail(p: ProductDetail): Draft {
  const specs: Spec[] = p.specs.map((s) => ({
    uid: uid(),
    name: toTexts(s.name),
    values: s.values.map((v) => ({ uid: uid(), texts: toTexts(v) })),
  }));
  const skus: Record<string, SkuDraft> = {};
  for (const s of p.skus.filter((x) => !x.hidden)) {
    const key = comboKey(s.values.map((v, d) => specs[d]?.values[v]?.uid ?? "?"));
    skus[key] = {
      id: s.id,
      sell: true,
      code: s.code ?? "",
      price: yuan(s.price),
      originalPrice: yuan(s.originalPrice),
      stock: String(s.stock),
      currentStock: s.stock,
      weight: String(s.weight),
      lowStock: String(s.lowStock),
      image: s.image ?? "",
    };
  }
  return {
    categoryId: p.categoryId,
    code: p.code ?? "",
    isOnSale: p.isOnSale,
    sort: String(p.sort),
    tags: p.tags,
    name: toTexts(p.name),
    subtitle: toTexts(p.subtitle),
    description: toTexts(p.description),
    images: p.images,
    specs,
    skus,
    known: specs.flatMap((s) => s.values.map((v) => v.uid)),
  };
}

export const blankDraft = (): Draft => ({
  categoryId: null,
  code: "",
  isOnSale: false,
  sort: "0",
  tags: [],
  name: emptyTexts(),
  subtitle: emptyTexts(),
  description: emptyTexts(),
  images: [],
  specs: [],
  skus: {},
  known: [],
});

const newSku = (like: SkuDraft | undefined, sell: boolean): SkuDraft => ({
  sell,
  code: "",
  price: like?.price ?? "",
  originalPrice: like?.originalPrice ?? "",
  stock: "0",
  weight: like?.weight ?? "0",
  lowStock: like?.lowStock ?? "5",
  image: "",
});

/**
 * A combination's SKU. One without a SKU is offered for sale when it involves a value added here (or
 * the product is new); left unsold when all its values were there before (the operator did not sell it).
 */
export function skuOf(draft: Draft, combo: string[]): SkuDraft {
  return (
    draft.skus[comboKey(combo)] ??
    newSku(Object.values(draft.skus)[0], combo.length === 0 || !combo.every((u) => draft.known.includes(u)))
  );
}

/** The combination's name in `locale` (zh-Hans where a value has none), or `standard` without specs. */
export function comboLabel(draft: Draft, combo: string[], standard: string, locale: Locale): string {
  const word = (texts: Texts | undefined) => texts?.[locale] || texts?.["zh-Hans"] || "?";
  return combo.map((u, d) => word(draft.specs[d].values.find((v) => v.uid === u)?.texts)).join(" / ") || standard;
}

/** Sets `column` to `value` on every SKU sold (a new SKU's stock; an existing one's moves only by the ledger). */
export function fillColumn(draft: Draft, column: FillableColumn, value: string): Record<string, SkuDraft> {
  const skus = { ...draft.skus };
  for (const combo of combinations(draft.specs)) {
    const sku = skuOf(draft, combo);
    if (!sku.sell || (column === "stock" && sku.id !== undefined)) continue;
    skus[comboKey(combo)] = { ...sku, [column]: value };
  }
  return skus;
}

/** The body of a save. */
export function bodyOf(draft: Draft): ProductInput {
  const chosen = combinations(draft.specs).filter((c) => skuOf(draft, c).sell);
  return {
    categoryId: draft.categoryId ?? 0,
    code: draft.code.trim() || undefined,
    isOnSale: draft.isOnSale,
    sort: Number(draft.sort) || 0,
    tags: draft.tags,
    name: fromTexts(draft.name),
    subtitle: fromTexts(draft.subtitle),
    description: fromTexts(draft.description),
    images: draft.images,
    specs: draft.specs.map((s) => ({ name: fromTexts(s.name), values: s.values.map((v) => fromTexts(v.texts)) })),
    skus: chosen.map((combo) => {
      const sku = skuOf(draft, combo);
      return {
        id: sku.id,
        values: combo.map((u, d) => draft.specs[d].values.findIndex((v) => v.uid === u)),
        price: centsOrNaN(sku.price),
        originalPrice: sku.originalPrice.trim() ? centsOrNaN(sku.originalPrice) : undefined,
        stock: Number(sku.stock) || 0,
        weight: Number(sku.weight) || 0,
        lowStock: Number(sku.lowStock) || 0,
        image: sku.image || undefined,
        code: sku.code.trim() || undefined,
      };
    }),
  };
}

/** The sections where the saved product differs from the draft (after a stale save), by message key. */
export function differences(mine: Draft, theirs: Draft): string[] {
  const out: string[] = [];
  for (const field of ["name", "subtitle", "description"] as const)
    if (JSON.stringify(theirs[field]) !== JSON.stringify(mine[field])) out.push(`fields.${field}`);
  if (theirs.categoryId !== mine.categoryId) out.push("fields.category");
  if (theirs.isOnSale !== mine.isOnSale) out.push("fields.onSale");
  if (JSON.stringify(theirs.images) !== JSON.stringify(mine.images)) out.push("fields.pictures");
  const specNames = (d: Draft) => d.specs.map((s) => [s.name, s.values.map((v) => v.texts)]);
  if (JSON.stringify(specNames(theirs)) !== JSON.stringify(specNames(mine))) out.push("fields.specs");
  const prices = (d: Draft) => Object.values(d.skus).map((s) => [s.id, s.price, s.originalPrice, s.code, s.weight]);
  if (JSON.stringify(prices(theirs)) !== JSON.stringify(prices(mine))) out.push("fields.skus");
  return out;
}
