// The product editor: texts side by side in the four locales (zh-Hans required; an empty other locale
// is marked as falling back to zh-Hans), pictures (uploaded through the checked upload path, ordered by
// drag or by the arrow buttons, the first is the cover), up to three spec dimensions with values per
// locale, and the SKU matrix generated from them (each SKU its price, regular price, stock for a new
// one, weight, low-stock threshold, picture). Saving names the version it edited: when someone saved
// in between, the screen says so and lists what differs, and nothing is overwritten.
"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import {
  createProduct,
  saveProduct,
  uploadPictures,
  useCategories,
  useProduct,
  type ProductDetail,
} from "@/lib/admin-client/catalogue";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { AuditTable } from "./audit-table";
import { categoryOptions } from "./products";
import { Badge, Button, Card, Field, PageHeader, inputClass } from "./ui";

const LOCALES = ["zh-Hans", "zh-Hant", "en", "ja"] as const;
type Loc = (typeof LOCALES)[number];
type Texts = Record<Loc, string>;
const TAGS = ["discount", "boutique", "recommend", "new", "imported"] as const;

const emptyTexts = (): Texts => ({ "zh-Hans": "", "zh-Hant": "", en: "", ja: "" });
const toTexts = (t: Partial<Record<string, string>> | undefined): Texts => ({
  ...emptyTexts(),
  ...(t as Partial<Texts>),
});
/** The API's shape: zh-Hans always, the others only when written. */
const fromTexts = (t: Texts) => {
  const out: Partial<Texts> & { "zh-Hans": string } = { "zh-Hans": t["zh-Hans"].trim() };
  for (const l of LOCALES.slice(1)) if (t[l].trim()) out[l] = t[l].trim();
  return out;
};

let uidCounter = 0;
const uid = () => `v${++uidCounter}`;

type Value = { uid: string; texts: Texts };
type Spec = { uid: string; name: Texts; values: Value[] };
type SkuDraft = {
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
type Draft = {
  categoryId: string;
  code: string;
  isOnSale: boolean;
  sort: string;
  tags: string[];
  name: Texts;
  subtitle: Texts;
  description: Texts;
  images: string[];
  specs: Spec[];
  skus: Record<string, SkuDraft>;
  /** Value uids the product had when loaded: a combination of only these without a SKU was not sold on purpose. */
  known: string[];
};

const yuan = (cents: number | null | undefined) => (cents === null || cents === undefined ? "" : formatCents(cents));
/** "12.3" -> 1230; anything else -> NaN (the server then names the field). */
const centsOrNaN = (text: string) => parseYuan(text) ?? Number.NaN;

const comboKey = (uids: string[]) => uids.join("|") || "flat";

/** Every combination of one value per spec, as value uids. */
function combinations(specs: Spec[]): string[][] {
  return specs.reduce<string[][]>((acc, spec) => acc.flatMap((c) => spec.values.map((v) => [...c, v.uid])), [[]]);
}

function fromDetail(p: ProductDetail): Draft {
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
    categoryId: String(p.categoryId),
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

const blankDraft = (): Draft => ({
  categoryId: "",
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

function TextsRow({
  label,
  value,
  onChange,
  required,
  multiline,
  max,
  errors,
  name,
}: {
  label: string;
  value: Texts;
  onChange: (v: Texts) => void;
  required?: boolean;
  multiline?: boolean;
  max: number;
  errors: Record<string, string>;
  name: string;
}) {
  const t = useTranslations("productEditor");
  const ts = useTranslations("shell");
  return (
    <fieldset className="mb-3">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {label}
        {required ? <span className="text-price"> *</span> : null}
      </legend>
      <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-4">
        {LOCALES.map((l) => {
          const id = `${name}-${l}`;
          const error = errors[`${name}.${l}`];
          const fallback = l !== "zh-Hans" && !value[l].trim();
          const props = {
            id,
            name: id,
            value: value[l],
            maxLength: max,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error || fallback ? `${id}-note` : undefined,
            className: inputClass,
            onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              onChange({ ...value, [l]: e.target.value }),
          };
          return (
            <div key={l}>
              <label htmlFor={id} className="mb-0.5 block text-xs text-gray-600">
                {ts(`locale.${l}`)}
              </label>
              {multiline ? <textarea rows={4} {...props} /> : <input {...props} />}
              {error ? (
                <p id={`${id}-note`} role="alert" className="text-xs text-price">
                  {error}
                </p>
              ) : fallback ? (
                <p id={`${id}-note`} className="text-xs text-amber-800">
                  {t("fallsBack")}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function Pictures({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const t = useTranslations("productEditor");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const dragged = useRef<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <Card title={t("pictures")}>
      <p className="mb-2 text-xs text-gray-600">{t("picturesHelp")}</p>
      <ul className="mb-2 flex flex-wrap gap-3" data-testid="product-pictures">
        {images.map((url, i) => (
          <li
            key={url}
            draggable
            onDragStart={() => (dragged.current = i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged.current !== null) move(dragged.current, i);
              dragged.current = null;
            }}
            className="w-28 cursor-move rounded border border-gray-200 bg-white p-1 text-center"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an upload of this shop */}
            <img src={url} alt={t("pictureAlt", { index: i + 1 })} className="h-24 w-full rounded object-cover" />
            {i === 0 ? <Badge tone="good">{t("cover")}</Badge> : null}
            <span className="mt-1 flex justify-center gap-1">
              <button
                type="button"
                className="rounded border px-1 text-xs"
                aria-label={t("moveLeft", { index: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                ←
              </button>
              <button
                type="button"
                className="rounded border px-1 text-xs"
                aria-label={t("moveRight", { index: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                →
              </button>
              <button
                type="button"
                className="rounded border px-1 text-xs text-price"
                aria-label={t("removePicture", { index: i + 1 })}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </span>
          </li>
        ))}
      </ul>
      <label className="text-sm">
        <span className="mr-2">{t("addPictures")}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          disabled={busy || images.length >= 9}
          onChange={async (e) => {
            const files = [...(e.target.files ?? [])].slice(0, 9 - images.length);
            if (!files.length) return;
            setBusy(true);
            setError("");
            try {
              const { rows } = await uploadPictures(files);
              onChange([...images, ...rows.map((r) => r.url)]);
            } catch (err) {
              setError((err as Error).message);
            } finally {
              setBusy(false);
              e.target.value = "";
            }
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-price">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

function SpecsEditor({ specs, onChange }: { specs: Spec[]; onChange: (specs: Spec[]) => void }) {
  const t = useTranslations("productEditor");
  const ts = useTranslations("shell");
  const update = (i: number, spec: Spec) => onChange(specs.map((s, j) => (j === i ? spec : s)));
  return (
    <Card title={t("specs")}>
      <p className="mb-2 text-xs text-gray-600">{t("specsHelp")}</p>
      {specs.map((spec, i) => (
        <fieldset key={spec.uid} className="mb-3 rounded border border-gray-200 p-3" data-testid="spec">
          <legend className="px-1 text-sm font-medium">{t("specN", { n: i + 1 })}</legend>
          <div className="mb-2 grid gap-2 md:grid-cols-4">
            {LOCALES.map((l) => (
              <label key={l} className="text-xs text-gray-600">
                {t("specName")} · {ts(`locale.${l}`)}
                <input
                  className={inputClass}
                  maxLength={20}
                  value={spec.name[l]}
                  onChange={(e) => update(i, { ...spec, name: { ...spec.name, [l]: e.target.value } })}
                />
              </label>
            ))}
          </div>
          {spec.values.map((value, j) => (
            <div key={value.uid} className="mb-1 grid items-end gap-2 md:grid-cols-[repeat(4,1fr)_auto]">
              {LOCALES.map((l) => (
                <label key={l} className="text-xs text-gray-600">
                  {t("valueN", { n: j + 1 })} · {ts(`locale.${l}`)}
                  <input
                    className={inputClass}
                    maxLength={30}
                    value={value.texts[l]}
                    onChange={(e) =>
                      update(i, {
                        ...spec,
                        values: spec.values.map((v, k) =>
                          k === j ? { ...v, texts: { ...v.texts, [l]: e.target.value } } : v,
                        ),
                      })
                    }
                  />
                </label>
              ))}
              <Button
                kind="danger"
                aria-label={t("removeValue", { n: j + 1 })}
                onClick={() => update(i, { ...spec, values: spec.values.filter((_, k) => k !== j) })}
              >
                ×
              </Button>
            </div>
          ))}
          <span className="mt-2 flex gap-2">
            <Button
              onClick={() => update(i, { ...spec, values: [...spec.values, { uid: uid(), texts: emptyTexts() }] })}
            >
              {t("addValue")}
            </Button>
            <Button kind="danger" onClick={() => onChange(specs.filter((_, j) => j !== i))}>
              {t("removeSpec")}
            </Button>
          </span>
        </fieldset>
      ))}
      {specs.length < 3 ? (
        <Button
          onClick={() =>
            onChange([...specs, { uid: uid(), name: emptyTexts(), values: [{ uid: uid(), texts: emptyTexts() }] }])
          }
        >
          {t("addSpec")}
        </Button>
      ) : null}
    </Card>
  );
}

type Errors = Record<string, string>;

export function ProductEditor({ id }: { id: number | null }) {
  const t = useTranslations("productEditor");
  const tp = useTranslations("products");
  const tc = useTranslations("common");
  const router = useRouter();
  const loaded = useProduct(id);
  const tree = useCategories();
  const [draft, setDraft] = useState<Draft | null>(id === null ? blankDraft() : null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState("");
  const [stale, setStale] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.data && draft === null) {
      setDraft(fromDetail(loaded.data));
      setVersion(loaded.data.version);
    }
  }, [loaded.data, draft]);

  const combos = useMemo(() => (draft ? combinations(draft.specs) : []), [draft]);

  if (id !== null && loaded.error)
    return (
      <p className="text-sm text-gray-600">
        {(loaded.error as { status?: number }).status === 404 ? t("notFound") : tc("loadFailed")}
      </p>
    );
  if (!draft)
    return (
      <p className="text-sm text-gray-600" aria-busy="true">
        {tc("loading")}
      </p>
    );

  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setSaved(false);
  };
  // A combination without a SKU: offered for sale when it involves a value added here (or the product is
  // new); left unsold when all its values were there before (the operator did not sell it).
  const skuOf = (combo: string[]): SkuDraft =>
    draft.skus[comboKey(combo)] ??
    newSku(Object.values(draft.skus)[0], combo.length === 0 || !combo.every((u) => draft.known.includes(u)));
  const setSku = (combo: string[], patch: Partial<SkuDraft>) =>
    set({ skus: { ...draft.skus, [comboKey(combo)]: { ...skuOf(combo), ...patch } } });
  const comboLabel = (combo: string[]) =>
    combo.map((u, d) => draft.specs[d].values.find((v) => v.uid === u)?.texts["zh-Hans"] || "?").join(" / ") ||
    t("standard");

  const body = () => {
    const chosen = combos.filter((c) => skuOf(c).sell);
    return {
      categoryId: Number(draft.categoryId) || 0,
      code: draft.code.trim() || undefined,
      isOnSale: draft.isOnSale,
      sort: Number(draft.sort) || 0,
      tags: draft.tags as (typeof TAGS)[number][],
      name: fromTexts(draft.name),
      subtitle: fromTexts(draft.subtitle),
      description: fromTexts(draft.description),
      images: draft.images,
      specs: draft.specs.map((s) => ({ name: fromTexts(s.name), values: s.values.map((v) => fromTexts(v.texts)) })),
      skus: chosen.map((combo) => {
        const sku = skuOf(combo);
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
  };

  /** What the server's copy has that differs from this screen's (after a 409). */
  const differences = (current: Draft): string[] => {
    const out: string[] = [];
    for (const field of ["name", "subtitle", "description"] as const)
      if (JSON.stringify(current[field]) !== JSON.stringify(draft[field])) out.push(t(`fields.${field}`));
    if (current.categoryId !== draft.categoryId) out.push(t("fields.category"));
    if (current.isOnSale !== draft.isOnSale) out.push(t("fields.onSale"));
    if (JSON.stringify(current.images) !== JSON.stringify(draft.images)) out.push(t("fields.pictures"));
    const specNames = (d: Draft) => d.specs.map((s) => [s.name, s.values.map((v) => v.texts)]);
    if (JSON.stringify(specNames(current)) !== JSON.stringify(specNames(draft))) out.push(t("fields.specs"));
    const prices = (d: Draft) => Object.values(d.skus).map((s) => [s.id, s.price, s.originalPrice, s.code, s.weight]);
    if (JSON.stringify(prices(current)) !== JSON.stringify(prices(draft))) out.push(t("fields.skus"));
    return out;
  };

  const submit = async () => {
    setBusy(true);
    setErrors({});
    setMessage("");
    setStale(null);
    setSaved(false);
    try {
      if (id === null) {
        const created = await createProduct(body());
        router.replace(`/admin/products/${created.id}`);
        return;
      }
      const result = await saveProduct(id, { ...body(), version });
      setVersion(result.version);
      const fresh = await loaded.mutate();
      if (fresh) setDraft(fromDetail(fresh));
      setSaved(true);
    } catch (error) {
      const err = error as { status?: number; fields?: Errors; message: string };
      if (err.status === 409 && id !== null) {
        const fresh = await loaded.mutate();
        setStale(fresh ? differences(fromDetail(fresh)) : []);
      } else {
        setErrors(err.fields ?? {});
      }
      setMessage(err.message);
    } finally {
      setBusy(false);
    }
  };

  const p = loaded.data;
  return (
    <>
      <PageHeader
        title={id === null ? t("newTitle") : t("editTitle", { name: p?.name["zh-Hans"] ?? "" })}
        actions={
          <>
            {id !== null && p && !p.deletedAt ? (
              <Link
                href={`/goods/${id}`}
                target="_blank"
                className="inline-flex min-h-9 items-center text-sm text-accent underline"
              >
                {t("viewInShop")}
              </Link>
            ) : null}
            <Link href="/admin/products" className="inline-flex min-h-9 items-center text-sm text-accent underline">
              {t("backToList")}
            </Link>
          </>
        }
      >
        {p?.deletedAt ? <Badge>{tp("deleted")}</Badge> : null}
      </PageHeader>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {stale ? (
          <div
            role="alert"
            className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="product-stale"
          >
            <p className="font-medium">{message}</p>
            {stale.length ? <p>{t("staleFields", { fields: stale.join(", ") })}</p> : null}
            <Button
              className="mt-2"
              onClick={() => {
                if (loaded.data) {
                  setDraft(fromDetail(loaded.data));
                  setVersion(loaded.data.version);
                }
                setStale(null);
                setMessage("");
              }}
            >
              {t("reload")}
            </Button>
          </div>
        ) : message && !Object.keys(errors).length ? (
          <p role="alert" className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800">
            {message}
          </p>
        ) : Object.keys(errors).length ? (
          <div role="alert" className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800">
            <p>{t("fixErrors")}</p>
            <ul className="list-disc pl-5">
              {Object.entries(errors).map(([field, text]) => (
                <li key={field}>
                  {field}: {text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Card title={t("basics")}>
          <div className="grid gap-x-4 md:grid-cols-4">
            <Field label={t("category")} error={errors.categoryId}>
              {(props) => (
                <select
                  {...props}
                  className={inputClass}
                  value={draft.categoryId}
                  onChange={(e) => set({ categoryId: e.target.value })}
                >
                  <option value="">{t("pickCategory")}</option>
                  {categoryOptions(tree.data?.rows ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t("code")} error={errors.code} hint={t("codeHint")}>
              {(props) => (
                <input
                  {...props}
                  className={inputClass}
                  maxLength={40}
                  value={draft.code}
                  onChange={(e) => set({ code: e.target.value })}
                />
              )}
            </Field>
            <Field label={t("sort")} error={errors.sort}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  className={inputClass}
                  value={draft.sort}
                  onChange={(e) => set({ sort: e.target.value })}
                />
              )}
            </Field>
            <div className="mb-3 flex items-end gap-2 pb-2 text-sm">
              <input
                id="product-on-sale"
                type="checkbox"
                checked={draft.isOnSale}
                onChange={(e) => set({ isOnSale: e.target.checked })}
              />
              <label htmlFor="product-on-sale">{t("onSale")}</label>
            </div>
          </div>
          <fieldset className="mb-1">
            <legend className="mb-1 text-sm font-medium text-gray-800">{t("tags")}</legend>
            <div className="flex flex-wrap gap-3">
              {TAGS.map((tag) => (
                <label key={tag} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.tags.includes(tag)}
                    onChange={(e) =>
                      set({ tags: e.target.checked ? [...draft.tags, tag] : draft.tags.filter((x) => x !== tag) })
                    }
                  />
                  {t(`tagNames.${tag}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
        <Card title={t("texts")}>
          <TextsRow
            label={t("fields.name")}
            name="name"
            value={draft.name}
            onChange={(v) => set({ name: v })}
            required
            max={60}
            errors={errors}
          />
          <TextsRow
            label={t("fields.subtitle")}
            name="subtitle"
            value={draft.subtitle}
            onChange={(v) => set({ subtitle: v })}
            max={120}
            errors={errors}
          />
          <TextsRow
            label={t("fields.description")}
            name="description"
            value={draft.description}
            onChange={(v) => set({ description: v })}
            multiline
            max={20000}
            errors={errors}
          />
          <p className="text-xs text-gray-600">{t("descriptionHelp")}</p>
        </Card>
        <Pictures images={draft.images} onChange={(images) => set({ images })} />
        <SpecsEditor specs={draft.specs} onChange={(specs) => set({ specs })} />
        <Card title={t("skus")}>
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm" data-testid="sku-matrix">
              <thead className="bg-gray-50 text-left text-xs text-gray-700">
                <tr>
                  <th scope="col" className="px-2 py-1">
                    {t("sell")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("sku")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("price")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("originalPrice")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("stock")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("weight")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("lowStock")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("skuCode")}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {t("skuPicture")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {combos.map((combo) => {
                  const sku = skuOf(combo);
                  // The server names a SKU's field by its place among the SKUs sold (what was sent).
                  const row = combos.filter((c) => skuOf(c).sell).indexOf(combo);
                  const label = comboLabel(combo);
                  const input = (
                    field: "price" | "originalPrice" | "stock" | "weight" | "lowStock" | "code",
                    width: string,
                  ) => (
                    <input
                      aria-label={`${label} ${t(field === "code" ? "skuCode" : field)}`}
                      aria-invalid={errors[`skus.${row}.${field}`] ? true : undefined}
                      className={`${inputClass} ${width}`}
                      inputMode={
                        field === "code"
                          ? undefined
                          : field === "price" || field === "originalPrice"
                            ? "decimal"
                            : "numeric"
                      }
                      value={sku[field]}
                      onChange={(e) => setSku(combo, { [field]: e.target.value })}
                    />
                  );
                  return (
                    <tr key={comboKey(combo)} className="border-t border-gray-100" data-testid="sku-row">
                      <td className="px-2 py-1">
                        <input
                          type="checkbox"
                          aria-label={`${t("sell")} ${label}`}
                          checked={sku.sell}
                          onChange={(e) => setSku(combo, { sell: e.target.checked })}
                        />
                      </td>
                      <td className="px-2 py-1 whitespace-nowrap">{label}</td>
                      <td className="px-2 py-1">{input("price", "w-24")}</td>
                      <td className="px-2 py-1">{input("originalPrice", "w-24")}</td>
                      <td className="px-2 py-1">
                        {sku.id !== undefined ? (
                          <Link
                            href={`/admin/stock?q=${sku.id}`}
                            className="text-accent underline"
                            title={t("stockByLedger")}
                          >
                            {sku.currentStock}
                          </Link>
                        ) : (
                          input("stock", "w-20")
                        )}
                      </td>
                      <td className="px-2 py-1">{input("weight", "w-20")}</td>
                      <td className="px-2 py-1">{input("lowStock", "w-16")}</td>
                      <td className="px-2 py-1">{input("code", "w-32")}</td>
                      <td className="px-2 py-1">
                        <select
                          aria-label={`${label} ${t("skuPicture")}`}
                          className={`${inputClass} w-28`}
                          value={sku.image}
                          onChange={(e) => setSku(combo, { image: e.target.value })}
                        >
                          <option value="">{t("productCover")}</option>
                          {draft.images.map((url, i) => (
                            <option key={url} value={url}>
                              {t("pictureN", { n: i + 1 })}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-gray-600">{t("skusHelp")}</p>
        </Card>
        <div className="sticky bottom-0 flex items-center gap-3 border-t border-gray-200 bg-white/95 p-3">
          <Button type="submit" kind="primary" disabled={busy} aria-busy={busy}>
            {id === null ? t("create") : t("save")}
          </Button>
          {saved ? (
            <span role="status" className="text-sm text-green-800">
              {tc("saved")}
            </span>
          ) : null}
        </div>
      </form>
      {p ? (
        <Card title={t("audit")}>
          <AuditTable rows={p.audit} />
        </Card>
      ) : null}
    </>
  );
}
