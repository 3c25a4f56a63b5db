// The app's configuration, parsed once from process.env with zod (fail fast with field errors).
// The embedded default needs no configuration: the SQLite file and a random signing secret are
// created under data/ on first use. A real deployment sets these variables instead.
import "@/lib/zod-config";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DATA_DIR, databaseUrl } from "./db-file";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters"),
  // Lifetime of a login token; a token older than half of it is refreshed on use.
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).default(7 * 24 * 3600),
  // Unpaid orders close after this many minutes.
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().positive().default(30),
  PAYMENT_SANDBOX_SECRET: z.string().min(32),
  // Stock hoarding caps: unpaid orders a shopper may hold at once, and units across them.
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(5),
  MAX_UNPAID_UNITS: z.coerce.number().int().min(1).max(100_000).default(50),
  // "log" writes codes to the server log (offline default); "http" posts them to SMS_HTTP_URL.
  SMS_PROVIDER: z.enum(["log", "http"]).default("log"),
  // Test mode exposes test-only read paths (the last SMS code). Never set it in production.
  MALL_TEST_MODE: z.enum(["0", "1"]).default("0"),
  PUBLIC_BASE_URL: z.string().url().optional(),
  // How many proxies in front of the app append to X-Forwarded-For: the client's address is the entry
  // this many places from the right. 0 (default): none, the app is exposed directly, so no forwarding
  // header is trusted and the socket's address is used (lib/peer-address.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  UPLOAD_DIR: z.string().default(path.join(DATA_DIR, "uploads")),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

/** A random secret kept beside the database, created on first use. */
function localSecret(name: string): string {
  const file = path.join(DATA_DIR, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(48).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse({
    ...process.env,
    DATABASE_URL: databaseUrl(),
    JWT_SECRET: process.env.JWT_SECRET ?? localSecret("jwt-secret"),
    PAYMENT_SANDBOX_SECRET: process.env.PAYMENT_SANDBOX_SECRET ?? localSecret("payment-sandbox-secret"),
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}
