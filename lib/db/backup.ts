// The embedded database's backup (scripts/backup.ts, scripts/restore.ts; docs/decisions/033-go-live.md):
// SQLite's online backup API on a connection of its own, so a running shop keeps taking orders while the
// copy is made, and the copy is one consistent moment of the database (not a file copied mid-write, which
// can tear a transaction or leave the WAL behind). PostgreSQL is backed up with its own tools (README).
import Database from "better-sqlite3";

// The most pages better-sqlite3 lets a step copy (it clamps to 0..2^31-1; 0 would copy nothing, forever).
const ALL_PAGES = 0x7fffffff;

/** Copies the SQLite database `source` into the new file `dest`, consistently, while others write. */
export async function backupSqliteFile(source: string, dest: string): Promise<{ pages: number }> {
  const connection = new Database(source, { fileMustExist: true, timeout: 10_000 });
  try {
    // After better-sqlite3's first step, every step copies all that remain, in one step that holds a read
    // snapshot: under a stream of checkouts a copy of 100 pages a step would restart on each write.
    const result = await connection.backup(dest, { progress: () => ALL_PAGES });
    return { pages: result.totalPages };
  } finally {
    connection.close();
  }
}

/**
 * SQLite's own check of a database file that nothing else has open (a backup's copy): "ok", or what is
 * wrong with it. Read-write, so that closing it removes the -wal and -shm files its opening made.
 */
export function checkSqliteFile(file: string): string {
  const connection = new Database(file, { fileMustExist: true });
  try {
    const rows = connection.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } finally {
    connection.close();
  }
}
