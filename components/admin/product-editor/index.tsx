// The product editor on the console's editor frame, in sections — place and flags, texts, pictures,
// specs, the SKU matrix — each a small component of this folder over one draft (./model.ts). A save
// names the version it edited: when someone saved in between, the frame says which sections differ and
// offers their version; nothing is overwritten.
"use client";

import { Link } from "@/components/admin/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { createProduct, saveProduct, useProduct, type ProductDetail } from "@/lib/admin-client/catalogue";
import { AuditTable } from "../audit-table";
import { EditorFrame } from "../frame/editor-frame";
import { useEditor } from "../frame/use-editor";
import { useLocalized } from "../localized";
import { Badge, Card, DetailState, PageHeader } from "../ui";
import { BasicsSection } from "./basics-section";
import { blankDraft, bodyOf, differences, fromDetail, type Draft } from "./model";
import { PicturesSection } from "./pictures-section";
import { SkuMatrix } from "./sku-matrix";
import { SpecsSection } from "./specs-section";
import { TextsSection } from "./texts-section";

/** "skus.2.price" -> "SKU 3 · Price": the server's field paths in words. */
function useFieldLabel() {
  const t = useTranslations("productEditor");
  return (path: string) => {
    const [head, index, field] = path.split(".");
    if (head === "skus" && index !== undefined)
      return `${t("skuN", { n: Number(index) + 1 })}${field ? ` · ${t.has(field) ? t(field) : field}` : ""}`;
    if (t.has(`fields.${head}`)) return `${t(`fields.${head}`)}${index ? ` · ${index}` : ""}`;
    return t.has(head) ? t(head) : path;
  };
}

function Editor({
  id,
  loaded,
  reload,
}: {
  id: number | null;
  loaded?: ProductDetail;
  reload: () => Promise<ProductDetail | undefined>;
}) {
  const t = useTranslations("productEditor");
  const router = useRouter();
  const fieldLabel = useFieldLabel();
  const editor = useEditor<Draft, ProductDetail>({
    initial: loaded ? fromDetail(loaded) : blankDraft(),
    version: loaded?.version ?? 0,
    toDraft: fromDetail,
    versionOf: (p) => p.version,
    differs: (mine, theirs) => differences(mine, theirs).map((k) => t(k)),
    reload,
    save: async (draft, version) => {
      if (id === null) {
        const created = await createProduct(bodyOf(draft));
        router.replace(`/admin/products/${created.id}`);
        return null;
      }
      await saveProduct(id, { ...bodyOf(draft), version });
      return (await reload()) ?? null;
    },
  });
  const { draft, set, errors } = editor;
  return (
    <EditorFrame
      editor={editor}
      sticky
      submitLabel={id === null ? t("create") : t("save")}
      fieldLabel={fieldLabel}
      testId="product-editor"
    >
      <BasicsSection draft={draft} set={set} errors={errors} />
      <TextsSection draft={draft} set={set} errors={errors} />
      <PicturesSection images={draft.images} onChange={(images) => set({ images })} />
      <SpecsSection specs={draft.specs} onChange={(specs) => set({ specs })} />
      <SkuMatrix draft={draft} set={set} errors={errors} />
    </EditorFrame>
  );
}

export function ProductEditor({ id }: { id: number | null }) {
  const t = useTranslations("productEditor");
  const tp = useTranslations("products");
  const local = useLocalized();
  const loaded = useProduct(id);
  const p = loaded.data;
  if (id !== null && !p)
    return <DetailState error={loaded.error} notFound={t("notFound")} onRetry={() => void loaded.mutate()} />;
  return (
    <>
      <PageHeader
        title={id === null ? t("newTitle") : t("editTitle", { name: local(p?.name) })}
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
      <Editor key={id ?? "new"} id={id} loaded={p} reload={() => loaded.mutate()} />
      {p ? (
        <Card title={t("audit")}>
          <AuditTable rows={p.audit} />
        </Card>
      ) : null}
    </>
  );
}
