// An editor's state and its save (docs/decisions/035-console-frame.md): the draft, the version it was
// read at, the server's field messages, the form's own message, and a stale save — 409 with the record
// as someone else saved it — kept with what differs, so the operator takes theirs or keeps editing
// instead of overwriting it. Every editor of the console (a record, a product) runs on this.
"use client";

import { useState, type FormEvent } from "react";
import type { FieldErrors } from "@/lib/domain/errors";
import { mayStart } from "../use-admin-submit";

type Failure = { status?: number; fields?: FieldErrors; message: string; current?: unknown };

export type EditorOptions<D, R> = {
  initial: D;
  /** The version the draft was read at (0 for a new record). */
  version: number;
  /** Saves; null when the screen moves on by itself (a new product opens as its own page). */
  save: (draft: D, version: number) => Promise<R | null>;
  /** A saved record as a draft. */
  toDraft: (record: R) => D;
  /** Where the record someone else saved differs from the draft, in words (section or field names). */
  differs: (mine: D, theirs: D) => string[];
  /** After a save; answer the draft to keep editing with (default: the saved record's). */
  onSaved?: (record: R) => D | void;
  /** The record as it is now after a 409 that carries none (the product's, read again). */
  reload?: () => Promise<R | undefined>;
  versionOf: (record: R) => number;
};

export type Editor<D> = {
  draft: D;
  set: (patch: Partial<D>) => void;
  errors: FieldErrors;
  /** A refusal no field carries (shown once for the form). */
  message: string;
  stale: { changed: string[] } | null;
  busy: boolean;
  saved: boolean;
  submit: (event?: FormEvent) => Promise<void>;
  takeTheirs: () => void;
  /** Changes when the draft is replaced as a whole (their version taken): key inputs that keep their own text on it. */
  generation: number;
};

export function useEditor<D, R>(options: EditorOptions<D, R>): Editor<D> {
  const [draft, setDraft] = useState<D>(options.initial);
  const [version, setVersion] = useState(options.version);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [stale, setStale] = useState<{ record: R; changed: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [generation, setGeneration] = useState(0);

  const submit = async (event?: FormEvent) => {
    if (!mayStart(event, busy)) return;
    setBusy(true);
    setErrors({});
    setMessage("");
    setStale(null);
    setSaved(false);
    try {
      const record = await options.save(draft, version);
      if (record === null) return;
      setVersion(options.versionOf(record));
      const next = options.onSaved?.(record);
      setDraft(next ?? options.toDraft(record));
      setSaved(true);
    } catch (error) {
      const failure = error as Failure;
      setMessage(failure.message);
      setErrors(failure.fields ?? {});
      if (failure.status === 409) {
        const record =
          failure.current && typeof failure.current === "object" ? (failure.current as R) : await options.reload?.();
        if (record) setStale({ record, changed: options.differs(draft, options.toDraft(record)) });
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    draft,
    set: (patch) => {
      setDraft((d) => ({ ...d, ...patch }));
      setSaved(false);
    },
    errors,
    message: Object.keys(errors).length ? "" : message,
    stale: stale ? { changed: stale.changed } : null,
    busy,
    saved,
    submit,
    takeTheirs: () => {
      if (!stale) return;
      setDraft(options.toDraft(stale.record));
      setVersion(options.versionOf(stale.record));
      setStale(null);
      setMessage("");
      setGeneration((g) => g + 1);
    },
    generation,
  };
}
