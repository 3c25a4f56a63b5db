// A backup of a running shop on the embedded database, in one dated file (README "Backups";
// docs/decisions/033-go-live.md): the database through SQLite's online backup (lib/db/backup.ts: the shop
// keeps taking orders meanwhile), then the uploads and the secrets kept beside the database (the token
// signing key, the payment sandbox's) — a restored shop keeps its shoppers signed in and its pictures.
// The file is written under a temporary name and renamed when complete; the launch checklist then shows
// its time. `npm run restore` puts it back into an empty data folder.
//
//   npm run backup                      # into ./backups
//   npm run backup -- --out /mnt/disk   # elsewhere
//
// On PostgreSQL it is refused, naming the pg_dump line of the README: that database has its own tools.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DATA_DIR, INVOICE_DIR, databaseFile, databaseUrl, env } from "../lib/env";
import { backupSqliteFile, checkSqliteFile } from "../lib/db/backup";
import { recordBackup } from "../lib/services/shop";
import { cliActor } from "./cli-actor";
import { BACKUP_MANIFEST, isDatabaseFile, type BackupManifest } from "./backup-layout";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const file = databaseFile(databaseUrl());
  if (!file)
    throw new Error("the database is PostgreSQL: back it up with pg_dump and the uploads beside it (README, Backups)");
  const at = new Date();
  const outDir = path.resolve(values.out ?? "backups");
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const target = path.join(outDir, `mall-backup-${stamp}.tar.gz`);
  const stage = fs.mkdtempSync(path.join(outDir, ".mall-backup-"));
  try {
    const { pages } = await backupSqliteFile(file, path.join(stage, "mall.db"));
    const check = checkSqliteFile(path.join(stage, "mall.db"));
    if (check !== "ok") throw new Error(`the copy of the database fails SQLite's check: ${check}`);

    // The secrets and other small files the app keeps beside the database (not the database's own files).
    const secrets = fs.existsSync(DATA_DIR)
      ? fs
          .readdirSync(DATA_DIR, { withFileTypes: true })
          .filter((e) => e.isFile() && !isDatabaseFile(e.name))
          .map((e) => e.name)
      : [];
    for (const name of secrets) fs.copyFileSync(path.join(DATA_DIR, name), path.join(stage, name));
    // After the database: every upload an order or a product names is on disk before its row was written.
    const uploads = path.resolve(env().UPLOAD_DIR);
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(stage, "uploads"), { recursive: true });
    // The invoices' PDFs (restored where they were: the restore moves the whole folder into place).
    if (fs.existsSync(INVOICE_DIR)) fs.cpSync(INVOICE_DIR, path.join(stage, "invoices"), { recursive: true });

    const manifest: BackupManifest = { format: 1, at: at.toISOString(), engine: "sqlite", pages, secrets };
    fs.writeFileSync(path.join(stage, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${target}.partial`;
    const tar = spawnSync("tar", ["-czf", partial, "-C", stage, "."], { stdio: ["ignore", "inherit", "inherit"] });
    if (tar.status !== 0) throw new Error(`tar failed (${tar.error?.message ?? `exit ${tar.status}`})`);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
  const bytes = fs.statSync(target).size;
  await recordBackup({ at: at.toISOString(), file: target, bytes }, cliActor);
  console.log(`Backed up to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  const shown = path.relative(process.cwd(), target);
  console.log(`Restore into an empty data folder with: npm run restore -- ${shown.startsWith("..") ? target : shown}`);
}

main()
  .catch((error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
