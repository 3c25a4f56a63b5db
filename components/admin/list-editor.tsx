// What the console's list screens with an editor above the list share: the title with its "create"
// button, and the editor's way out (saved: close it and read the list again; cancelled: close it).
"use client";

import { Button, PageHeader } from "./ui";

export function CreateHeader({ title, create, onCreate }: { title: string; create: string; onCreate: () => void }) {
  return (
    <PageHeader
      title={title}
      actions={
        <Button kind="primary" onClick={onCreate}>
          {create}
        </Button>
      }
    />
  );
}

/** The editor's `onSaved` and `onCancel`: close it, and after a save read the list again. */
export function closeEditor(setEditing: (next: null) => void, read: { mutate: () => unknown }) {
  return {
    onSaved: () => {
      setEditing(null);
      void read.mutate();
    },
    onCancel: () => setEditing(null),
  };
}
