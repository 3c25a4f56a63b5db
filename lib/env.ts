// The app's configuration: every environment variable the app reads is read here, and only here.
// - env(): the core settings, parsed once with zod (fail fast with field errors).
// - DATA_DIR, databaseUrl(), databasePoolSize(), databaseLimits(): where the database lives and how long
//   it may keep a request waiting; also read by the Prisma CLI
//   config and the scripts, so this file imports nothing through the "@/" alias.
// - paymentEnv() (parsed once), smsEnv(), wechatLoginEnv() and sandboxEnv() (read when used, so a test
//   can switch them), webviewAllowedOrigins(): the providers' own settings, each section failing on its
//   own when it is wrong rather than taking every request down.
// The embedded default needs no configuration: the SQLite file and a random signing secret are
// created under data/ on first use. A real deployment sets these variables instead.
import "./zod-config";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { forgettable } from "./process-caches";

// ---------- the database's location ----------

// Where the embedded SQLite database lives. A deployment sets DATABASE_URL; without it the app uses
// data/mall.db beside the code and creates the folder on first use.
// turbopackIgnore: the folder is chosen at run time; the bundler must not trace it.
export const DATA_DIR = path.resolve(
  /*turbopackIgnore: true*/ process.env.MALL_DATA_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), "data"),
);

// The invoices' PDFs (docs/decisions/047-invoices.md): beside the database, never under the public uploads;
// `npm run backup` takes them with it.
export const INVOICE_DIR = path.join(DATA_DIR, "invoices");

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

/** PostgreSQL connections per process (DATABASE_POOL_SIZE, default 10; anything but a positive integer reads as 10). */
export function databasePoolSize(): number {
  return positiveInt("DATABASE_POOL_SIZE", 10);
}

/** A non-negative integer variable; anything else (unset, text, negative) reads as `fallback`. */
function positiveInt(name: string, fallback: number, allowZero = false): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  return Number.isInteger(value) && (value > 0 || (allowZero && value === 0)) ? value : fallback;
}

/**
 * How long the database may keep a request waiting before it is answered 503 SERVICE_UNAVAILABLE with
 * Retry-After (docs/reliability.md, docs/decisions/017-faults.md). Read once per client, like the pool size.
 */
export type DatabaseLimits = {
  /** Connections per process (PostgreSQL). */
  poolSize: number;
  /** Waiting for a pool connection or a write slot (PostgreSQL), or for the in-process write gate (SQLite). */
  poolTimeoutMs: number;
  /** PostgreSQL statement_timeout: the longest one statement may run (0 = none). */
  statementTimeoutMs: number;
  /** PostgreSQL lock_timeout: the longest a statement waits for a row or table lock (0 = none). SQLite: the longest a write waits for another process's lock. */
  lockTimeoutMs: number;
  /** How many app processes share the database: the start-up check compares processes x pool with the server's slots. */
  processes: number;
};

export function databaseLimits(): DatabaseLimits {
  return {
    poolSize: databasePoolSize(),
    poolTimeoutMs: positiveInt("DATABASE_POOL_TIMEOUT_MS", 10_000),
    statementTimeoutMs: positiveInt("DATABASE_STATEMENT_TIMEOUT_MS", 15_000, true),
    lockTimeoutMs: positiveInt("DATABASE_LOCK_TIMEOUT_MS", 5_000, true),
    processes: positiveInt("DATABASE_PROCESSES", 1),
  };
}

/**
 * How long a request waits for another process's refresh of the messaging app's shared access token or
 * JS-SDK ticket (lib/services/share/credentials.ts) before answering 503 with Retry-After.
 */
export function shareCredentialWaitMs(): number {
  return positiveInt("SHARE_CREDENTIAL_WAIT_MS", 12_000);
}

/**
 * How long the HTTP server waits for a client (lib/server/slow-clients.ts): for a request's headers, and for
 * the whole request (headers and body). Node's defaults (60 s / 300 s) let a slow client hold a
 * connection for minutes; these still let a phone on a bad network through (its own fetcher gives up
 * after 60 s: lib/client/fetcher.ts).
 */
export function httpServerLimits(): { headersTimeoutMs: number; requestTimeoutMs: number } {
  return {
    headersTimeoutMs: positiveInt("HTTP_HEADERS_TIMEOUT_MS", 20_000),
    requestTimeoutMs: positiveInt("HTTP_REQUEST_TIMEOUT_MS", 90_000),
  };
}

/**
 * The server entry's own settings (server.ts, lib/server/metrics-endpoint.ts): the shop's port, and the
 * metrics' port, address and token. The metrics are off unless METRICS_PORT is set; they listen on
 * loopback unless METRICS_HOST says otherwise, and then only with a METRICS_TOKEN.
 */
const serverSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  METRICS_TOKEN: z.string().trim().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  // The build's folder (next.config.ts's distDir): the entry serves its static files (lib/server/build-assets.ts).
  NEXT_DIST_DIR: z.string().trim().min(1).default(".next"),
});

export type ServerSettings = z.infer<typeof serverSchema>;

export function serverSettings(): ServerSettings {
  const parsed = serverSchema.safeParse({
    ...process.env,
    METRICS_PORT: process.env.METRICS_PORT?.trim() || undefined,
    METRICS_TOKEN: process.env.METRICS_TOKEN?.trim() || undefined,
  });
  if (!parsed.success) throw new Error(`Invalid server configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The server entry runs the production build: NODE_ENV is production unless the caller chose otherwise
 * (as `next start` does). Called first, before anything reads the settings.
 */
export function enterProductionMode(): void {
  // NODE_ENV is typed read-only (Next's types); the server entry sets it once, before anything reads it.
  (process.env as Record<string, string | undefined>).NODE_ENV ||= "production";
}

/** The port the server listens on, for what runs inside it (the sandbox notifying this server on loopback). */
export function announcePort(port: number): void {
  process.env.PORT = String(port);
}

/** This process's environment with some variables replaced, for a child process (lib/db/migrate.ts). */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

// ---------- the core settings ----------

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters"),
  // Lifetime of a login token; a token older than half of it is refreshed on use.
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  // Unpaid orders close after this many minutes.
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().positive().default(30),
  PAYMENT_SANDBOX_SECRET: z.string().min(32),
  // After the purchase (lib/services/after-sales/windows.ts), in days after the shopper received the
  // goods: a return for any reason (七天无理由), a return for the seller's fault (quality problem,
  // wrong or missing item), the review window (then the default good review), the follow-up review.
  RETURN_WINDOW_DAYS: z.coerce.number().positive().max(365).default(7),
  QUALITY_RETURN_WINDOW_DAYS: z.coerce.number().positive().max(365).default(15),
  REVIEW_WINDOW_DAYS: z.coerce.number().positive().max(365).default(15),
  FOLLOW_UP_WINDOW_DAYS: z.coerce.number().positive().max(3650).default(90),
  // Stock hoarding caps: unpaid orders a shopper may hold at once, and units across them.
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(1000).default(5),
  MAX_UNPAID_UNITS: z.coerce.number().int().min(1).max(100_000).default(50),
  // bcrypt's cost for new password hashes (2^cost rounds): 10 takes about 60 ms a hash on the 2-core
  // machine, well within a login. A check costs what the stored hash says, so raising it later only
  // slows new and changed passwords. The unit and API tests use 4 (tests/setup-db.ts): hundreds of
  // logins, each tens of times cheaper; the e2e server and every deployment use the default.
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(10),
  // Test mode exposes test-only read paths (the last SMS code). Never set it in production.
  MALL_TEST_MODE: z.enum(["0", "1"]).default("0"),
  // "1" opens GET /api/bench-constant for `npm run bench`; anything else keeps it 404.
  MALL_BENCH: z.string().optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  // The port the server listens on (server.ts; the sandbox notifies this server on loopback when PUBLIC_BASE_URL is unset).
  PORT: z.coerce.number().int().min(1).max(65_535).catch(3000),
  // How many proxies in front of the app append to X-Forwarded-For: the client's address is the entry
  // this many places from the right. 0 (default): none, the app is exposed directly, so no forwarding
  // header is trusted and the socket's address is used (lib/peer-address.ts, stamped by the server entry).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Back-office sessions end after this many idle minutes, and after this many hours whatever happens.
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  UPLOAD_DIR: z.string().default(path.join(DATA_DIR, "uploads")),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
});

export type Env = z.infer<typeof envSchema>;

/** A random secret kept beside the database (`bytes` long before encoding), created on first use. */
export function localSecret(name: string, bytes = 48): string {
  const file = path.join(DATA_DIR, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(bytes).toString("base64url");
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

// ---------- payment providers (docs/payments.md) ----------

const text = z.string().trim().min(1);

/**
 * A key or certificate setting: the PEM text itself, a bare base64 key, or the path of the file the
 * merchant platform gave (apiclient_key.pem, alipayRootCert.crt, …), read here once.
 */
const pemSetting = text.transform((value) => {
  if (value.includes("-----BEGIN")) return value;
  try {
    return fs.statSync(value).isFile() ? fs.readFileSync(value, "utf8") : value;
  } catch {
    return value;
  }
});

const paymentSchema = z.object({
  WECHAT_PAY_APP_ID: text.optional(),
  // The mini-program's app id, when mini-program pay is used (else WECHAT_PAY_APP_ID).
  WECHAT_PAY_MINI_APP_ID: text.optional(),
  WECHAT_PAY_MCH_ID: text.optional(),
  // Which WeChat Pay API the merchant uses; unset: v3 when an APIv3 key is set, else v2.
  WECHAT_PAY_API_VERSION: z.enum(["v2", "v3"]).optional(),
  // API v2 key (32 characters), set in the merchant platform.
  WECHAT_PAY_API_KEY: z.string().length(32).optional(),
  // API v3: the APIv3 key (32 characters), the merchant API private key (apiclient_key.pem) and its
  // certificate (apiclient_cert.pem) or that certificate's serial number; the provider's verifying
  // keys: its platform certificates (one or more, wechatpay_*.pem) and/or its public key
  // (pub_key.pem) with the key's id (PUB_KEY_ID_…). docs/payments.md says where each comes from.
  WECHAT_PAY_API_V3_KEY: z.string().length(32, "WECHAT_PAY_API_V3_KEY must be 32 characters").optional(),
  WECHAT_PAY_PRIVATE_KEY: pemSetting.optional(),
  WECHAT_PAY_MERCHANT_CERT: pemSetting.optional(),
  WECHAT_PAY_MERCHANT_SERIAL: text.optional(),
  WECHAT_PAY_PLATFORM_CERTS: pemSetting.optional(),
  WECHAT_PAY_PUBLIC_KEY: pemSetting.optional(),
  WECHAT_PAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_[0-9A-Za-z]+$/, "WECHAT_PAY_PUBLIC_KEY_ID looks like PUB_KEY_ID_0114…")
    .optional(),
  WECHAT_PAY_GATEWAY: z.string().url().default("https://api.mch.weixin.qq.com"),
  ALIPAY_APP_ID: text.optional(),
  ALIPAY_PRIVATE_KEY: pemSetting.optional(),
  // Public-key mode: Alipay's public key. Certificate mode instead: the app's public-key certificate
  // (appCertPublicKey_<app id>.crt), Alipay's (alipayCertPublicKey_RSA2.crt) and its root bundle
  // (alipayRootCert.crt).
  ALIPAY_PUBLIC_KEY: pemSetting.optional(),
  ALIPAY_APP_CERT: pemSetting.optional(),
  ALIPAY_PUBLIC_CERT: pemSetting.optional(),
  ALIPAY_ROOT_CERT: pemSetting.optional(),
  ALIPAY_GATEWAY: z.string().url().default("https://openapi.alipay.com/gateway.do"),
  // The merchant's partner id (2088…, 16 digits): the account an imported Alipay account bill must be
  // of (reconciliation, docs/decisions/041-settlement.md).
  ALIPAY_PID: z
    .string()
    .regex(/^2088\d{12}$/, "ALIPAY_PID is the 16-digit partner id, 2088…")
    .optional(),
  ICBC_APP_ID: text.optional(),
  ICBC_MER_ID: text.optional(),
  ICBC_PRIVATE_KEY: text.optional(),
  ICBC_PUBLIC_KEY: text.optional(),
  ICBC_GATEWAY: z.string().url().default("https://gw.open.icbc.com.cn"),
  PUBLIC_BASE_URL: z.string().url().optional(),
});

export type PaymentEnv = z.infer<typeof paymentSchema>;

let cachedPayment: PaymentEnv | undefined;

/** The payment providers' variables, parsed once; a provider missing any of its variables is not configured. */
export function paymentEnv(): PaymentEnv {
  cachedPayment ??= parsePaymentEnv(process.env);
  return cachedPayment;
}

/** Parses a set of payment variables (the process's, or a test's): fails with the fields named. */
export function parsePaymentEnv(source: Record<string, string | undefined>): PaymentEnv {
  const parsed = paymentSchema.safeParse(source);
  if (!parsed.success) throw new Error(`Invalid payment configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// ---------- SMS and messaging-app login (read when used) ----------

const smsSchema = z.object({
  // "log" writes codes to the server log (offline default); "http" posts them to SMS_HTTP_URL.
  SMS_PROVIDER: z.enum(["log", "http"]).default("log"),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
});

export function smsEnv(): z.infer<typeof smsSchema> {
  return smsSchema.parse(process.env);
}

const wechatLoginSchema = z.object({
  WECHAT_PROVIDER: z.enum(["sandbox", "wechat"]).default("sandbox"),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_MINI_APP_ID: z.string().optional(),
  WECHAT_MINI_APP_SECRET: z.string().optional(),
  // The messaging app's server API (OAuth, access token, JS-SDK ticket): its public address unless an
  // egress proxy stands in front of it (the tests point it at a loopback stand-in).
  WECHAT_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default("https://api.weixin.qq.com")
    .transform((u) => u.replace(/\/+$/, "")),
});

export function wechatLoginEnv(): z.infer<typeof wechatLoginSchema> {
  return wechatLoginSchema.parse(process.env);
}

/** What decides whether the offline sandboxes may run (lib/services/platform/sandbox-policy.ts), as set now. */
export type SandboxEnv = { NODE_ENV?: string; MALL_SANDBOX?: string; WECHAT_PROVIDER?: string };

export function sandboxEnv(): SandboxEnv {
  const { NODE_ENV, MALL_SANDBOX, WECHAT_PROVIDER } = process.env;
  return { NODE_ENV, MALL_SANDBOX, WECHAT_PROVIDER };
}

// ---------- the in-app web view ----------

const originListSchema = z
  .string()
  .default("")
  .transform((raw) =>
    raw
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)));

let webviewOrigins: string[] | undefined;

forgettable("env", () => {
  cached = undefined;
  cachedPayment = undefined;
  webviewOrigins = undefined;
});

/**
 * WEBVIEW_ALLOWED_ORIGINS (comma-separated, e.g. "https://help.example.com,https://m.example.com"): the
 * origins the in-app web view may show besides this site. Parsed once; an invalid entry fails fast.
 * next.config.ts reads the same variable for the frame-src of the CSP.
 */
export function webviewAllowedOrigins(): string[] {
  if (webviewOrigins) return webviewOrigins;
  const parsed = originListSchema.safeParse(process.env.WEBVIEW_ALLOWED_ORIGINS);
  if (!parsed.success) throw new Error(`Invalid WEBVIEW_ALLOWED_ORIGINS:\n${z.prettifyError(parsed.error)}`);
  webviewOrigins = parsed.data;
  return webviewOrigins;
}

/**
 * The demo (`npm start`, and the e2e server): MALL_SANDBOX=1 exactly. Only then does the seeded
 * demo_admin (an owner without TOTP) exist and log in (lib/services/staff/demo.ts). Read on every call,
 * not cached, so tests can switch it.
 */
export function demoMode(): boolean {
  return process.env.MALL_SANDBOX === "1";
}
