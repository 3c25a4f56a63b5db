// The description's rich-text editor (issue 35 §5): TipTap (a maintained ProseMirror editor) limited to
// what the server's sanitiser keeps (lib/services/catalogue/rich-text.ts: paragraphs, bold, italic,
// underline, two heading levels, lists, quotes, links, pictures) — so what the operator sees is what is
// stored. Pictures go through the console's checked upload, as everywhere else. The sanitiser stays the
// authority: this only keeps the operator from writing what would be dropped. Loaded on the product
// editor only (it is the console's largest dependency).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { uploadPictures } from "@/lib/admin-client/catalogue";
import { PICTURE_TYPES } from "../picture-input";

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`min-h-8 min-w-8 rounded px-2 text-sm ${active ? "bg-accent text-white" : "text-gray-800 hover:bg-gray-100"}`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onError }: { editor: Editor; onError: (message: string) => void }) {
  const t = useTranslations("richText");
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const before = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt(t("linkPrompt"), before);
    if (href === null) return;
    if (!href.trim()) chain().extendMarkRange("link").unsetLink().run();
    else if (!/^(https?:\/\/|\/)/i.test(href.trim())) onError(t("linkInvalid"));
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
      <Tool label={t("bold")} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t("italic")} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label={t("underline")} active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <u>U</u>
      </Tool>
      <Tool label={t("heading")} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label={t("subheading")} active={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()}>
        H4
      </Tool>
      <Tool label={t("bulletList")} active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        •
      </Tool>
      <Tool label={t("orderedList")} active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1.
      </Tool>
      <Tool label={t("quote")} active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </Tool>
      <Tool label={t("link")} active={state.link} onClick={link}>
        🔗
      </Tool>
      <label
        className="flex min-h-8 cursor-pointer items-center rounded px-2 text-sm text-gray-800 hover:bg-gray-100"
        title={t("picture")}
      >
        {uploading ? t("uploading") : `🖼 ${t("picture")}`}
        <input
          type="file"
          accept={PICTURE_TYPES}
          className="sr-only"
          aria-label={t("picture")}
          disabled={uploading}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            setUploading(true);
            try {
              const [src] = await uploadPictures([file]);
              chain().setImage({ src, alt: "" }).run();
            } catch (error) {
              onError(error instanceof Error ? error.message : String(error));
            } finally {
              setUploading(false);
            }
          }}
        />
      </label>
      <Tool label={t("undo")} onClick={() => chain().undo().run()}>
        ↶
      </Tool>
      <Tool label={t("redo")} onClick={() => chain().redo().run()}>
        ↷
      </Tool>
    </div>
  );
}

/** A rich-text field: `value` is HTML; `onChange` gets the editor's HTML ("" when it is empty). */
export default function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const [error, setError] = useState("");
  const editor = useEditor({
    // The server renders nothing of it: drawing it on the client only keeps hydration exact.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ["http", "https"], autolink: true },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "rich-text min-h-40 px-3 py-2 text-sm focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <div
      className={`rounded border bg-white ${invalid ? "border-price" : "border-gray-300"} focus-within:border-accent`}
      data-testid="rich-text"
    >
      {editor ? <Toolbar editor={editor} onError={setError} /> : null}
      <EditorContent editor={editor} />
      {error ? (
        <p role="alert" className="px-3 pb-2 text-xs text-price">
          {error}
        </p>
      ) : null}
    </div>
  );
}
