// Categories: the tree (the shop shows two levels; up to ten may exist), names in every locale, icon,
// hide, move under another parent, order among siblings (drag, or the arrow buttons), add a child, and
// delete an empty one (the server refuses one that holds products or children, and says why).
"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { PictureInput } from "./picture-input";
import { useLocalized } from "./localized";
import {
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
  useCategories,
  type CategoryNode,
} from "@/lib/admin-client/catalogue";
import { categoryOptions } from "./pickers/category-options";
import { locales, type Locale } from "@/lib/domain/locales";
import { Badge, Button, Card, Field, PageHeader, inputClass } from "./ui";
import { showRefusal } from "./use-admin-submit";

type Texts = Record<Locale, string>;

function CategoryForm({
  initial,
  parentId,
  onSubmit,
  onCancel,
  tree,
  excludeId,
}: {
  initial?: CategoryNode;
  parentId: number | null;
  onSubmit: (input: {
    name: Partial<Texts> & { "zh-Hans": string };
    parentId: number | null;
    hidden: boolean;
    icon: string;
  }) => Promise<unknown>;
  onCancel: () => void;
  tree: CategoryNode[];
  excludeId?: number;
}) {
  const t = useTranslations("categories");
  const ts = useTranslations("shell");
  const [name, setName] = useState<Texts>({
    "zh-Hans": "",
    "zh-Hant": "",
    en: "",
    ja: "",
    ...(initial?.name as Partial<Texts>),
  });
  const [parent, setParent] = useState(parentId === null ? "" : String(parentId));
  const [hidden, setHidden] = useState(initial?.hidden ?? false);
  const [icon, setIcon] = useState(initial?.icon ?? "");
  const locale = useLocale() as Locale;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  return (
    <form
      className="mt-2 rounded border border-gray-200 bg-gray-50 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const texts: Partial<Texts> & { "zh-Hans": string } = { "zh-Hans": name["zh-Hans"] };
        for (const l of locales.slice(1)) if (name[l].trim()) texts[l] = name[l];
        try {
          await onSubmit({ name: texts, parentId: parent ? Number(parent) : null, hidden, icon });
        } catch (err) {
          showRefusal(err, setErrors, setMessage);
        }
      }}
    >
      <div className="grid gap-2 md:grid-cols-4">
        {locales.map((l) => (
          <Field
            key={l}
            label={`${t("name")} · ${ts(`locale.${l}`)}`}
            error={errors[`name.${l}`]}
            hint={l !== "zh-Hans" && !name[l] ? t("fallsBack") : undefined}
          >
            {(props) => (
              <input
                {...props}
                maxLength={20}
                className={inputClass}
                value={name[l]}
                onChange={(e) => setName({ ...name, [l]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <Field label={t("picture")} hint={t("pictureHint")} error={errors.icon}>
        {(props) => <PictureInput props={props} value={icon} onChange={setIcon} />}
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t("parent")}>
          {(props) => (
            <select {...props} className={inputClass} value={parent} onChange={(e) => setParent(e.target.value)}>
              <option value="">{t("topLevel")}</option>
              {categoryOptions(tree, locale)
                .filter((c) => c.id !== excludeId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
            </select>
          )}
        </Field>
        <label className="mb-3 flex items-center gap-1 text-sm">
          <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
          {t("hidden")}
        </label>
        <Button type="submit" kind="primary" className="mb-3">
          {t("save")}
        </Button>
        <Button className="mb-3" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
      {message && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-price">
          {message}
        </p>
      ) : null}
    </form>
  );
}

function Branch({
  nodes,
  parentId,
  tree,
  refresh,
}: {
  nodes: CategoryNode[];
  parentId: number | null;
  tree: CategoryNode[];
  refresh: () => void;
}) {
  const t = useTranslations("categories");
  const local = useLocalized();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const [error, setError] = useState("");
  const dragged = useRef<number | null>(null);
  const reorder = async (from: number, to: number) => {
    if (to < 0 || to >= nodes.length || from === to) return;
    const ids = nodes.map((n) => n.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    await reorderCategories(parentId, ids);
    refresh();
  };
  return (
    <ul className={parentId === null ? "" : "ml-6 border-l border-gray-200 pl-3"}>
      {nodes.map((node, i) => (
        <li
          key={node.id}
          className="py-1"
          draggable
          onDragStart={(e) => {
            e.stopPropagation();
            dragged.current = i;
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.stopPropagation();
            if (dragged.current !== null) void reorder(dragged.current, i);
            dragged.current = null;
          }}
        >
          <div className="flex flex-wrap items-center gap-2" data-testid="category-row">
            <span className="cursor-move text-gray-400" aria-hidden>
              ⋮⋮
            </span>
            {node.icon ? (
              // eslint-disable-next-line @next/next/no-img-element -- the category's own picture
              <img src={node.icon} alt="" className="h-8 w-8 rounded bg-gray-100 object-cover" />
            ) : (
              <span
                className="flex h-8 w-8 items-center justify-center rounded bg-amber-50 text-xs text-amber-800"
                title={t("noPicture")}
              >
                ?
              </span>
            )}
            <span className="font-medium">{local(node.name)}</span>
            <span className="text-xs text-gray-600">
              {Object.values(node.name)
                .filter((n) => n && n !== local(node.name))
                .join(" · ")}{" "}
              · {t("products", { count: node.productCount })}
            </span>
            {node.hidden ? <Badge tone="warn">{t("hidden")}</Badge> : null}
            <Button aria-label={t("moveUp", { name: local(node.name) })} onClick={() => void reorder(i, i - 1)}>
              ↑
            </Button>
            <Button aria-label={t("moveDown", { name: local(node.name) })} onClick={() => void reorder(i, i + 1)}>
              ↓
            </Button>
            <Button onClick={() => setEditing(editing === node.id ? null : node.id)}>{t("edit")}</Button>
            <Button onClick={() => setAdding(adding === node.id ? null : node.id)}>{t("addChild")}</Button>
            <Button
              kind="danger"
              onClick={async () => {
                setError("");
                try {
                  await deleteCategory(node.id);
                  refresh();
                } catch (err) {
                  setError((err as Error).message);
                }
              }}
            >
              {t("delete")}
            </Button>
          </div>
          {editing === node.id ? (
            <CategoryForm
              initial={node}
              parentId={node.parentId}
              tree={tree}
              excludeId={node.id}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                await updateCategory({ id: node.id, ...input });
                setEditing(null);
                refresh();
              }}
            />
          ) : null}
          {adding === node.id ? (
            <CategoryForm
              parentId={node.id}
              tree={tree}
              onCancel={() => setAdding(null)}
              onSubmit={async (input) => {
                await createCategory(input);
                setAdding(null);
                refresh();
              }}
            />
          ) : null}
          {node.children.length ? (
            <Branch nodes={node.children} parentId={node.id} tree={tree} refresh={refresh} />
          ) : null}
        </li>
      ))}
      {error ? (
        <li role="alert" className="text-sm text-price">
          {error}
        </li>
      ) : null}
    </ul>
  );
}

export function CategoriesScreen() {
  const t = useTranslations("categories");
  const tc = useTranslations("common");
  const tree = useCategories();
  const [adding, setAdding] = useState(false);
  const rows = tree.data?.rows ?? [];
  const refresh = () => void tree.mutate();
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button kind="primary" onClick={() => setAdding(!adding)}>
            {t("addTop")}
          </Button>
        }
      >
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      {adding ? (
        <Card>
          <CategoryForm
            parentId={null}
            tree={rows}
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await createCategory(input);
              setAdding(false);
              refresh();
            }}
          />
        </Card>
      ) : null}
      <Card>
        {tree.isLoading ? (
          <p className="text-sm text-gray-600">{tc("loading")}</p>
        ) : (
          <Branch nodes={rows} parentId={null} tree={rows} refresh={refresh} />
        )}
      </Card>
    </>
  );
}
