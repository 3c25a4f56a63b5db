// `npm run backup` and `npm run restore` on the embedded database (docs/decisions/033-go-live.md): a backup
// taken while shoppers check out holds every order acknowledged before it started, in a database SQLite
// finds sound with every order whole; it carries the uploads and the secrets; it restores only into an
// empty data folder; the app's database layer runs on the restored folder; and the launch checklist shows
// the backup's time.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { launchChecklist, lastBackup } from "@/lib/services/shop";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "mall-backup-test-"));
const dataDir = path.join(root, "data");
const restoredDir = path.join(root, "restored");
const backupsDir = path.join(root, "backups");
// The data folder's own secrets (what lib/env.ts would create there), distinct from the test run's.
const SIGNING_KEY = "signing-key-of-the-backed-up-shop-0123456789abcdef";
const SANDBOX_KEY = "sandbox-key-of-the-backed-up-shop-0123456789abcdef";

/** Runs a command of the repository to its end: exit code and output. */
function run(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** The environment of a command on the restored folder: its own database there, no test database. */
function restoredEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, MALL_DATA_DIR: restoredDir };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.PAYMENT_SANDBOX_SECRET;
  return env;
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dataDir, "uploads", "products"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "products", "p1.png"), "picture bytes");
  fs.writeFileSync(path.join(dataDir, "jwt-secret"), SIGNING_KEY);
  fs.writeFileSync(path.join(dataDir, "payment-sandbox-secret"), SANDBOX_KEY);
  await useTestFreightRule();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("backup and restore", () => {
  let backupFile = "";
  const acknowledged: { orderNo: string; at: number }[] = [];
  let backupStarted = 0;

  it("backs up while shoppers check out", async () => {
    const { skuId } = await createSku({ price: 990, stock: 100_000 });
    // A new shopper per order: the shop's limits on one shopper's unpaid orders stay out of the way.
    let stop = false;
    const refused: number[] = [];
    const checkouts = [0, 1, 2].map(async () => {
      while (!stop) {
        const { user, token } = await createUser();
        const address = await createAddressFor(user.id, { isDefault: true });
        const res = await call<{ orderNo: string }>(createOrderNow, "/api/v1/create-order-now", {
          token,
          body: { skuId, quantity: 1, addressId: address.id },
        });
        if (res.status === 200) acknowledged.push({ orderNo: res.body.orderNo, at: Date.now() });
        else refused.push(res.status);
      }
    });
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));
    backupStarted = Date.now();
    const backup = await run(["scripts/backup.ts", "--out", backupsDir], { ...process.env, MALL_DATA_DIR: dataDir });
    const during = acknowledged.filter((o) => o.at > backupStarted).length;
    stop = true;
    await Promise.all(checkouts);
    expect(backup.out).toContain("Backed up to");
    expect(backup.code).toBe(0);
    expect(refused).toEqual([]);
    // The shop kept taking orders while the copy was made.
    expect(during).toBeGreaterThan(0);
    const files = fs.readdirSync(backupsDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^mall-backup-\d{8}-\d{6}\.tar\.gz$/);
    backupFile = path.join(backupsDir, files[0]);

    const last = await lastBackup();
    expect(last).toMatchObject({ file: backupFile, bytes: fs.statSync(backupFile).size });
    const item = (await launchChecklist()).items.find((i) => i.key === "backup");
    expect(item).toMatchObject({ done: true, facts: { at: last!.at } });
  }, 120_000);

  it("restores into an empty folder, and the app's database layer finds every order acknowledged before it", async () => {
    const restored = await run(["scripts/restore.ts", backupFile], restoredEnv());
    expect(restored.out).toContain("Restored the backup");
    expect(restored.code, restored.out).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, "jwt-secret"), "utf8")).toBe(SIGNING_KEY);
    expect(fs.readFileSync(path.join(restoredDir, "uploads", "products", "p1.png"), "utf8")).toBe("picture bytes");
    expect(fs.readdirSync(restoredDir).sort()).toEqual(["jwt-secret", "mall.db", "payment-sandbox-secret", "uploads"]);

    // A process of the app on the restored folder: the database layer (lib/db) opens it and reads the orders.
    const read = await run(
      [
        "-e",
        `import { db, dbReady } from "./lib/db";
         void (async () => {
           await dbReady();
           const orders = await db.order.findMany({ select: { orderNo: true, _count: { select: { items: true } } } });
           const itemless = orders.filter((o) => o._count.items === 0).length;
           console.log(JSON.stringify({ orders: orders.map((o) => o.orderNo), itemless }));
           await db.$disconnect();
         })();`,
      ],
      restoredEnv(),
    );
    expect(read.code, read.out).toBe(0);
    const found = JSON.parse(read.out.trim().split("\n").at(-1)!) as { orders: string[]; itemless: number };
    const inBackup = new Set(found.orders);
    const before = acknowledged.filter((o) => o.at <= backupStarted);
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(before.filter((o) => !inBackup.has(o.orderNo))).toEqual([]);
    expect(found.itemless).toBe(0);
  }, 120_000);

  it("refuses a folder that is not empty, and a file that is not a backup, changing nothing", async () => {
    const again = await run(["scripts/restore.ts", backupFile], restoredEnv());
    expect(again.code).toBe(1);
    expect(again.out).toContain("is not empty");
    fs.rmSync(restoredDir, { recursive: true });
    const notBackup = path.join(root, "not-a-backup.tar.gz");
    fs.writeFileSync(notBackup, "plain text");
    const wrong = await run(["scripts/restore.ts", notBackup], restoredEnv());
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain("is not a backup file");
    expect(fs.existsSync(path.join(restoredDir, "mall.db"))).toBe(false);
  }, 60_000);
});
