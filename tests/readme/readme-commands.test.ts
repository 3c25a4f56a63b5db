// The README's "Run a real shop" commands and its operator example, run as written (read from the README
// itself, so an example that stops working fails here) on fresh data folders: setup, setup again (refused
// in one line), the first-owner command, backup and restore, and the demo's removal.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "mall-readme-"));
const PW = "a long password of the owner";

/** A README line as a shell command: `# comments` dropped, placeholders filled. */
function command(pattern: RegExp, fill: Record<string, string> = {}): string {
  const found = pattern.exec(readme);
  if (!found) throw new Error(`the README has no line matching ${pattern}`);
  let line = found[1].replace(/\s+#.*$/, "").trim();
  for (const [placeholder, value] of Object.entries(fill)) line = line.replace(placeholder, value);
  return line;
}

function sh(line: string, dataDir: string, stdin = "") {
  const env: NodeJS.ProcessEnv = { ...process.env, MALL_DATA_DIR: dataDir, PW };
  for (const name of ["DATABASE_URL", "JWT_SECRET", "PAYMENT_SANDBOX_SECRET"]) delete env[name];
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn("bash", ["-c", line], { env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

/** The last lines npm printed to stderr that are the command's own (npm adds its own lines on failure). */
const ownLines = (err: string) => err.split("\n").filter((l) => l && !l.startsWith("npm "));

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the README's commands, as written", () => {
  it("keeps 'Run a real shop' to at most 30 lines, near the top", () => {
    const section = /^## Run a real shop\n[\s\S]*?(?=^## )/m.exec(readme)?.[0] ?? "";
    expect(section.trimEnd().split("\n").length).toBeLessThanOrEqual(30);
    expect(readme.indexOf("## Run a real shop")).toBeLessThan(readme.indexOf("## Test it"));
  });

  const shop = path.join(root, "shop");
  let backupFile = "";

  it("sets up a shop with the README's flags, and refuses a second setup in one line", async () => {
    const setup = command(/`(echo "\$PW" \| npm run setup -- [^`]+)`/);
    const first = await sh(setup, shop);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('Set up "澳門小店"');
    expect(first.out).toContain("prices in MOP (MOP$123.45)");
    expect(first.out).toMatch(/otpauth:\/\/totp\/[^\n]*macau_owner/);
    const again = await sh(setup, shop);
    expect(again.code).toBe(1);
    expect(ownLines(again.err)).toEqual([expect.stringMatching(/^setup refused: This shop was set up already/)]);
  }, 120_000);

  it("creates an owner with the operator example, on a set-up shop and as the first owner of a fresh data folder", async () => {
    const create = command(/^(npm run operator -- create .*)$/m);
    const made = await sh(create, shop, `${PW}\n`);
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain("otpauth://");
    // "Create the first owner on the server": before the shop ever started, the folder has no database.
    const fresh = path.join(root, "fresh");
    const first = await sh(create, fresh, `${PW}\n`);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^created 1\talice_chan\towner\tenabled\ttotp$/m);
    expect(first.out).toContain("otpauth://totp/");
    const list = await sh(command(/^(npm run operator -- list)$/m), fresh);
    expect(list.code, list.err).toBe(0);
    expect(list.out).toMatch(/^1\talice_chan\towner\tenabled\ttotp$/m);
  }, 120_000);

  it("backs up and restores into an empty folder", async () => {
    const backup = await sh(command(/`(npm run backup)`/), shop);
    expect(backup.code, backup.err).toBe(0);
    backupFile = /Backed up to (\S+) /.exec(backup.out)![1];
    try {
      const restore = command(/`(MALL_DATA_DIR=<empty folder> npm run restore -- <file>)`/, {
        "<empty folder>": path.join(root, "restored"),
        "<file>": backupFile,
      });
      const restored = await sh(restore, path.join(root, "unused"));
      expect(restored.code, restored.err).toBe(0);
      expect(fs.existsSync(path.join(root, "restored", "mall.db"))).toBe(true);
    } finally {
      fs.rmSync(backupFile, { force: true });
    }
  }, 120_000);

  it("removes the demo from a demo's database", async () => {
    const demo = path.join(root, "demo");
    const seeded = await sh("npx tsx scripts/prepare-db.ts", demo);
    expect(seeded.code, seeded.err).toBe(0);
    const removed = await sh(command(/`(npm run demo:remove)`/), demo);
    expect(removed.code, removed.err).toBe(0);
    expect(removed.out).toMatch(/Removed the demo: \d+ products/);
    const again = await sh(command(/`(npm run demo:remove)`/), demo);
    expect(again.out).toContain("nothing to remove");
  }, 180_000);
});
