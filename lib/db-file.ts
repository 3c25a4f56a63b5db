// Where the embedded SQLite database lives. A deployment sets DATABASE_URL; without it the app
// uses data/mall.db beside the code and creates the folder on first use.
import fs from "node:fs";
import path from "node:path";

// turbopackIgnore: the folder is chosen at run time; the bundler must not trace it.
export const DATA_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.MALL_DATA_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), "data"));

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? `file:${path.join(DATA_DIR, "mall.db")}`;
  const file = databaseFile(url);
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true });
  return url;
}

/** The file behind a `file:` URL, or null for anything else. */
export function databaseFile(url: string = databaseUrl()): string | null {
  if (!url.startsWith("file:")) return null;
  return path.resolve(/*turbopackIgnore: true*/ url.slice("file:".length));
}
