// What a backup file holds (scripts/backup.ts writes it, scripts/restore.ts reads it): the data folder's
// layout — mall.db, the secrets beside it, uploads/ — and a manifest saying when and from what.

export const BACKUP_MANIFEST = "backup.json";

export type BackupManifest = { format: 1; at: string; engine: "sqlite"; pages: number; secrets: string[] };

/** The database's own files (and a scratch copy's), which a backup takes through SQLite's backup, never copied. */
export const isDatabaseFile = (name: string) => /\.db(-wal|-shm|-journal)?$/.test(name);
