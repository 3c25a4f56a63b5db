// Puts a backup of `npm run backup` back (README "Backups"; docs/decisions/033-go-live.md) into the data
// folder (MALL_DATA_DIR, else ./data), which must be empty or absent: a restore never mixes with, nor
// overwrites, a shop's data. The file is unpacked beside the folder, its manifest and its database checked
// (SQLite's integrity check), and only then moved into place: a failed restore leaves the folder empty.
// Then `npm run serve` (or `npm start`) runs the shop as it was at the backup's time.
//
//   npm run restore -- backups/mall-backup-20261127-140000.tar.gz
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DATA_DIR, databaseFile, databaseUrl, env } from "../lib/env";
import { checkSqliteFile } from "../lib/db/backup";
import { BACKUP_MANIFEST, type BackupManifest } from "./backup-layout";

class Refused extends Error {}

function main() {
  const source = process.argv[2];
  if (!source || source.startsWith("-")) throw new Refused("usage: npm run restore -- <backup file>");
  if (!fs.existsSync(source)) throw new Refused(`no such file: ${source}`);
  const file = databaseFile(databaseUrl());
  if (!file) throw new Refused("the database is PostgreSQL: restore it with pg_restore (README, Backups)");
  if (file !== path.join(DATA_DIR, "mall.db"))
    throw new Refused(`DATABASE_URL names ${file}: unset it, or point it at ${path.join(DATA_DIR, "mall.db")}`);
  if (fs.existsSync(DATA_DIR) && fs.readdirSync(DATA_DIR).length > 0)
    throw new Refused(`${DATA_DIR} is not empty: restore into an empty data folder (MALL_DATA_DIR)`);

  const stage = fs.mkdtempSync(path.join(path.dirname(DATA_DIR), `.${path.basename(DATA_DIR)}.restoring-`));
  try {
    const tar = spawnSync("tar", ["-xzf", path.resolve(source), "-C", stage], {
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (tar.status !== 0) throw new Refused(`${source} is not a backup file (tar: exit ${tar.status})`);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(stage, BACKUP_MANIFEST), "utf8")) as BackupManifest;
    } catch {
      throw new Refused(`${source} has no ${BACKUP_MANIFEST}: not a backup of npm run backup`);
    }
    if (manifest.format !== 1 || manifest.engine !== "sqlite")
      throw new Refused(`${source} is a backup this version cannot restore (format ${manifest.format})`);
    const check = checkSqliteFile(path.join(stage, "mall.db"));
    if (check !== "ok") throw new Refused(`the backup's database fails SQLite's check: ${check}`);
    fs.rmSync(path.join(stage, BACKUP_MANIFEST));
    // An empty folder is replaced; the rename is the restore's one visible step.
    if (fs.existsSync(DATA_DIR)) fs.rmdirSync(DATA_DIR);
    fs.renameSync(stage, DATA_DIR);
    console.log(`Restored the backup of ${manifest.at} into ${DATA_DIR}.`);
    const uploads = path.resolve(env().UPLOAD_DIR);
    if (uploads !== path.join(DATA_DIR, "uploads"))
      console.log(`UPLOAD_DIR is ${uploads}: move ${path.join(DATA_DIR, "uploads")} there before starting.`);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`restore refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
