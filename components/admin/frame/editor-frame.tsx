// The one editor of the console (docs/decisions/035-console-frame.md): a form made of sections, each
// a small component of its own (the product: basics, texts, pictures, specs and SKUs); above them what
// went wrong — a stale save with what the other operator changed and their version to take, or the
// fields the server refused, each a link to its field — and below them the save bar (sticky on a page).
"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "../ui";
import type { Editor } from "./use-editor";

function Problems<D>({ editor, fieldLabel }: { editor: Editor<D>; fieldLabel: (path: string) => string }) {
  const t = useTranslations("editor");
  if (editor.stale)
    return (
      <div
        role="alert"
        className="mb-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm"
        data-testid="stale-version"
      >
        <p className="font-medium">{t("stale")}</p>
        <p className="mt-1">
          {t("staleChanged")}{" "}
          {editor.stale.changed.length ? editor.stale.changed.join(t("separator")) : t("staleNothing")}
        </p>
        <Button className="mt-2" onClick={editor.takeTheirs}>
          {t("takeTheirs")}
        </Button>
      </div>
    );
  const fields = Object.entries(editor.errors);
  if (fields.length)
    return (
      <div role="alert" className="mb-3 rounded bg-red-50 p-3 text-sm text-red-800" data-testid="editor-errors">
        <p>{t("fixErrors")}</p>
        <ul className="list-disc pl-5">
          {fields.map(([path, text]) => (
            <li key={path}>
              {fieldLabel(path)}: {text}
            </li>
          ))}
        </ul>
      </div>
    );
  return editor.message ? (
    <p role="alert" className="mb-3 text-sm text-price">
      {editor.message}
    </p>
  ) : null;
}

export function EditorFrame<D>({
  editor,
  children,
  submitLabel,
  onCancel,
  sticky = false,
  fieldLabel = (path) => path,
  testId,
}: {
  editor: Editor<D>;
  /** The sections. */
  children: ReactNode;
  submitLabel?: string;
  onCancel?: () => void;
  /** A page of its own (the product): the save bar stays in view. */
  sticky?: boolean;
  /** A field path of the server's messages in words ("skus.2.price" -> "SKU 3 · price"). */
  fieldLabel?: (path: string) => string;
  testId?: string;
}) {
  const t = useTranslations("editor");
  const tc = useTranslations("common");
  return (
    <form noValidate onSubmit={editor.submit} data-testid={testId}>
      <Problems editor={editor} fieldLabel={fieldLabel} />
      {children}
      <div
        className={`flex flex-wrap items-center gap-2 ${sticky ? "sticky bottom-0 z-10 border-t border-gray-200 bg-white/95 p-3" : ""}`}
      >
        <Button type="submit" kind="primary" disabled={editor.busy} aria-busy={editor.busy}>
          {submitLabel ?? t("save")}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t("cancel")}</Button> : null}
        {editor.saved ? (
          <span role="status" className="text-sm text-green-800">
            {tc("saved")}
          </span>
        ) : null}
      </div>
    </form>
  );
}
