// The SQL runner (issue 24, docs/decisions/021-write-path.md): plain SQL statements for the hot write
// paths (cart-add, order placement, the payment notification) and the token check, without Prisma's
// per-statement cost (~0.9 ms of query compilation and adapter round trip against ~5 µs for a
// prepared better-sqlite3 statement). The services write one statement text for both engines; what
// differs per engine is here and in the dialects (./sqlite.ts, ./postgres.ts):
//
// - placeholders: `?` in the text; PostgreSQL gets `$1, $2, ...` (outside quotes);
// - parameters: a Date is written as Prisma writes it (SQLite: ISO text `…T…+00:00`; PostgreSQL: UTC
//   `YYYY-MM-DD HH:MM:SS.mmm` into timestamp(3)), a boolean as SQLite's 1 / 0 or PostgreSQL's boolean;
// - results: booleans read as 1 / 0 and 64-bit integers (count, sum) as numbers on both engines;
//   timestamps as ISO text (`new Date(value)` reads either engine's);
// - `get(sql, params, { forUpdate: true })` locks the row it reads on PostgreSQL (SELECT … FOR
//   UPDATE); SQLite's write transactions run one at a time, so it reads.
//
// What the text must keep to, to run on both: double-quoted identifiers, `TRUE` / `FALSE` literals,
// `INSERT … RETURNING`, `INSERT … ON CONFLICT (…) DO UPDATE … excluded."col"`, CAST(… AS INTEGER)
// where a parameter's type cannot be inferred (PostgreSQL types a bare `SELECT $1` as text), no
// engine-only functions (GREATEST / max(a, b), json aggregation, string_agg).
import type { LockableTable } from "./dialect";

export type SqlValue = string | number | boolean | Date | null;
export type SqlParams = readonly SqlValue[];

export type GetOptions = {
  /** Lock the rows read until the transaction ends (PostgreSQL FOR UPDATE; SQLite: nothing to do). */
  forUpdate?: boolean;
};

/** A write transaction on the SQL runner (lib/db sqlWrite). Every call is one statement. */
export interface SqlTx {
  /** The rows of a query. */
  all<R extends object = Record<string, unknown>>(sql: string, params?: SqlParams): Promise<R[]>;
  /** The first row of a query, or undefined. */
  get<R extends object = Record<string, unknown>>(
    sql: string,
    params?: SqlParams,
    options?: GetOptions,
  ): Promise<R | undefined>;
  /** A statement run for its effect: the number of rows it changed. */
  run(sql: string, params?: SqlParams): Promise<number>;
  /** Locks one row until the transaction ends, before it is read (see Dialect.lockRow). */
  lockRow(table: LockableTable, id: number): Promise<void>;
  /**
   * The transaction's last statement, an UPDATE of at most one row (by its key), and the commit:
   * 1 when it changed the row and the transaction committed; 0 when it changed none, and then `fn`
   * must throw (nothing is kept). For a hot row every request updates (a flash sale's units): on
   * PostgreSQL the statement and COMMIT go in one round trip, so the row's lock is held for
   * microseconds inside the server, not until the app's busy event loop sends COMMIT. Its parameters
   * are numbers, booleans and dates only (PostgreSQL gets them as literals in that round trip).
   * No statement may follow it.
   */
  commitWith(sql: string, params?: SqlParams): Promise<number>;
}

/** `?, ?, ?` for an IN list of `n` values (n >= 1). */
export function placeholders(n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`an IN list needs at least one value, got ${n}`);
  return Array.from({ length: n }, () => "?").join(", ");
}

/** The statement with each `?` outside quoted identifiers and string literals replaced by `replace(i)`. */
function replacePlaceholders(sql: string, replace: (index: number) => string): string {
  let out = "";
  let n = 0;
  let quote: string | null = null;
  for (const c of sql) {
    if (quote) {
      if (c === quote) quote = null;
      out += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === "?") out += replace(n++);
    else out += c;
  }
  return out;
}

/** The statement with `?` turned into `$1, $2, ...`, skipping quoted identifiers and string literals. */
export function numberedPlaceholders(sql: string): string {
  return replacePlaceholders(sql, (i) => `$${i + 1}`);
}

/**
 * The statement with each `?` (outside quotes) replaced by its parameter as a SQL literal: integers
 * and finite numbers, booleans, NULL, and dates in `date`'s form. Strings are refused: this is for
 * statements whose parameters are the server's own numbers, never a shopper's text.
 */
export function inlinedLiterals(sql: string, params: SqlParams, date: (d: Date) => string): string {
  const literal = (v: SqlValue): string => {
    if (v === null) return "NULL";
    if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
    if (v instanceof Date && !Number.isNaN(v.getTime())) return `'${date(v)}'`;
    throw new Error(`not a literal the runner inlines: ${typeof v}`);
  };
  let used = 0;
  const out = replacePlaceholders(sql, (i) => {
    if (i >= params.length) throw new Error("fewer parameters than placeholders");
    used = i + 1;
    return literal(params[i]);
  });
  if (used !== params.length) throw new Error("more parameters than placeholders");
  return out;
}

/** A Date as Prisma's SQLite adapter stores it (its default `iso8601` timestamp format). */
export function sqliteDate(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

/** A Date as Prisma's PostgreSQL adapter sends it to a timestamp(3) column: UTC, no zone. */
export function postgresDate(date: Date): string {
  return date.toISOString().replace("T", " ").replace("Z", "");
}

/** A timestamp read by the runner (ISO text on both engines) as a Date. */
export function sqlDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === "string" || typeof value === "number") return new Date(value);
  throw new Error(`not a timestamp: ${String(value)}`);
}

/** The same, or null for NULL. */
export function sqlDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : sqlDate(value);
}
