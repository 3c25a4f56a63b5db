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

/** Tables whose rows a transaction may lock (lockRow): the shopper, an order, a back-office operator. */
export type LockableTable = "User" | "Order" | "Operator";

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
  /**
   * Inserts a row and the rows that hang off it by its id (an order and its lines) and answers the
   * row's id. SQLite: two prepared statements. PostgreSQL: one data-modifying statement (`WITH parent
   * AS (INSERT … RETURNING "id") , children AS (INSERT …) SELECT …`), one round trip instead of two.
   */
  insertWithChildren(insert: RowWithChildren): Promise<number>;
  /**
   * Moves a SKU's stock by `move.delta`, never below zero, and writes its stock ledger row (StockEntry,
   * with the stock after the move) in the same step, so that stock = sum(delta) holds for every SKU
   * (docs/decisions/039-stock-ledger.md): 1 when it moved, 0 when the stock was short (nothing
   * written; `fn` must then throw). PostgreSQL: one data-modifying statement; SQLite: two. With
   * `{ commit: true }` it is the transaction's last statement and goes with the commit, as commitWith
   * (a hot SKU's row locked only inside the server).
   */
  moveStock(move: StockMove, options?: { commit?: boolean }): Promise<number>;
}

/** A movement of a SKU's stock made by the shop's own SQL (a sale): its ledger row's fields. */
export type StockMove = {
  skuId: number;
  delta: number;
  /** A ledger kind (lib/validation/admin-catalogue.ts stockLedgerReasons): lower-case letters and _. */
  reason: string;
  /** Who moved it: the shop's own names (`system`, `shopper:12`), never input text. */
  actor: string;
  orderId: number | null;
  at: Date;
};

/**
 * A row and the rows that point at it (RowWithChildren.children.parentColumn holds the row's id).
 * Table and column names come from the code, never from input; every child row has the same columns.
 */
export type RowWithChildren = {
  table: string;
  values: Readonly<Record<string, SqlValue>>;
  children: { table: string; parentColumn: string; rows: readonly Readonly<Record<string, SqlValue>>[] };
};

const quoted = (name: string) => {
  if (!/^\w+$/.test(name)) throw new Error(`not a table or column name: ${name}`);
  return `"${name}"`;
};

function rowInsertSql(table: string, columns: readonly string[]): string {
  return `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES (${placeholders(columns.length)}) RETURNING "id"`;
}

/** The children's INSERT; `parent` is what their parent column gets (a placeholder, or the CTE's id). */
function childrenInsertSql(insert: RowWithChildren, parent: string): { sql: string; params: SqlValue[] } {
  const { table, parentColumn, rows } = insert.children;
  const columns = Object.keys(rows[0]);
  const row = `(${[parent, ...columns.map(() => "?")].join(", ")})`;
  return {
    sql: `INSERT INTO ${quoted(table)} (${[parentColumn, ...columns].map(quoted).join(", ")}) VALUES ${rows.map(() => row).join(", ")}`,
    params: rows.flatMap((r) => {
      if (Object.keys(r).length !== columns.length) throw new Error("child rows must have the same columns");
      return columns.map((c) => r[c]);
    }),
  };
}

/**
 * The statements of SqlTx.insertWithChildren: one (a data-modifying CTE, PostgreSQL) or two (the row,
 * then its children with the id it got). Shared by the runner and by sqlOver on each engine.
 */
export async function insertWithChildrenOn(
  q: Pick<SqlTx, "get" | "run">,
  insert: RowWithChildren,
  oneStatement: boolean,
): Promise<number> {
  const columns = Object.keys(insert.values);
  const params = columns.map((c) => insert.values[c]);
  const parent = rowInsertSql(insert.table, columns);
  if (!insert.children.rows.length) return (await q.get<{ id: number }>(parent, params))!.id;
  if (oneStatement) {
    const children = childrenInsertSql(insert, '(SELECT "id" FROM "parent")');
    const row = await q.get<{ id: number }>(
      `WITH "parent" AS (${parent}), "children" AS (${children.sql}) SELECT "id" FROM "parent"`,
      [...params, ...children.params],
    );
    return row!.id;
  }
  const id = (await q.get<{ id: number }>(parent, params))!.id;
  const children = childrenInsertSql(insert, "?");
  // Each row's own placeholder for the parent's id, first in the row.
  const perRow = children.params.length / insert.children.rows.length;
  await q.run(
    children.sql,
    insert.children.rows.flatMap((_, i) => [id, ...children.params.slice(i * perRow, (i + 1) * perRow)]),
  );
  return id;
}

const STOCK_ENTRY_INSERT =
  'INSERT INTO "StockEntry" ("skuId", "delta", "reason", "stockAfter", "note", "actor", "orderId", "createdAt")';
const STOCK_UPDATE = 'UPDATE "Sku" SET "stock" = "stock" + ?, "updatedAt" = ? WHERE "id" = ? AND "stock" + ? >= 0';

/** A ledger row's text fields come from the code; checked, they may be written as SQL literals. */
function stockMoveTexts(move: StockMove): { reason: string; actor: string } {
  if (!/^[a-z_]{1,40}$/.test(move.reason)) throw new Error(`not a stock ledger kind: ${move.reason}`);
  if (!/^[\w:.-]{1,200}$/.test(move.actor)) throw new Error(`not a ledger actor: ${move.actor}`);
  if (!Number.isInteger(move.delta) || move.delta === 0) throw new Error(`not a stock movement: ${move.delta}`);
  return { reason: move.reason, actor: move.actor };
}

/**
 * SqlTx.moveStock's statement on PostgreSQL: the conditional update and the ledger row made from the
 * row it updated, so the stock after is the one this transaction wrote (the row stays locked to the
 * commit). `last`: ends in `SELECT 1 / count(*)`, for the commit round trip (commitWith's guard).
 */
export function postgresStockMoveSql(move: StockMove, last: boolean): { sql: string; params: SqlValue[] } {
  const { reason, actor } = stockMoveTexts(move);
  const moved = `"moved" AS (${STOCK_UPDATE} RETURNING "id", "stock")`;
  const values = (texts: string) =>
    `${STOCK_ENTRY_INSERT} SELECT "id", CAST(? AS INTEGER), ${texts}, CAST(? AS INTEGER), CAST(? AS TIMESTAMP(3)) FROM "moved"`;
  const head = [move.delta, move.at, move.skuId, move.delta, move.delta];
  const tail = [move.orderId, move.at];
  // The commit's round trip is one simple query, whose parameters are inlined (numbers and dates
  // only): the checked texts go in as literals there, as parameters otherwise (one prepared statement).
  return last
    ? {
        sql: `WITH ${moved}, "entry" AS (${values(`'${reason}', "stock", '', '${actor}'`)} RETURNING 1) SELECT 1 / count(*) FROM "entry"`,
        params: [...head, ...tail],
      }
    : {
        sql: `WITH ${moved} ${values(`CAST(? AS TEXT), "stock", '', CAST(? AS TEXT)`)}`,
        params: [...head, reason, actor, ...tail],
      };
}

/** SqlTx.moveStock as two statements (SQLite, one writer at a time): the update, then its ledger row. */
export async function moveStockInTwo(q: Pick<SqlTx, "run">, move: StockMove): Promise<number> {
  const { reason, actor } = stockMoveTexts(move);
  const changed = await q.run(STOCK_UPDATE, [move.delta, move.at, move.skuId, move.delta]);
  if (changed !== 1) return 0;
  await q.run(`${STOCK_ENTRY_INSERT} SELECT "id", ?, ?, "stock", '', ?, ?, ? FROM "Sku" WHERE "id" = ?`, [
    move.delta,
    reason,
    actor,
    move.orderId,
    move.at,
    move.skuId,
  ]);
  return 1;
}

/**
 * `q` with commitWith run as an ordinary statement (the same checks: one row at most, no text), the
 * commit left to the end of the transaction: for a transaction that still has a statement to run after
 * the service's last one (an Idempotency-Key's outcome, lib/db/index.ts).
 */
export function commitAtEnd(q: Omit<SqlTx, "commitWith">): SqlTx {
  return {
    ...q,
    commitWith: async (sql, params = []) => {
      // The same contract as the one-round-trip form: numbers, booleans, NULL and dates only.
      inlinedLiterals(sql, params, (d) => d.toISOString());
      const changed = await q.run(sql, params);
      if (changed > 1) throw new Error(`commitWith changed ${changed} rows`);
      return changed;
    },
    moveStock: (move) => q.moveStock(move),
  };
}

/**
 * A row as the runner answers it on both engines, from what another driver returned (Prisma's raw
 * queries, sqlOver): 64-bit integers as numbers, booleans as 1 / 0, timestamps as ISO text.
 */
export function runnerRow<R extends object>(row: Record<string, unknown>): R {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] =
      typeof value === "bigint"
        ? Number(value)
        : typeof value === "boolean"
          ? value
            ? 1
            : 0
          : value instanceof Date
            ? value.toISOString().replace("Z", "+00:00")
            : value;
  return out as R;
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
