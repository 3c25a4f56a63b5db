#!/usr/bin/env node
// Baseline for `npm run bench`: the least a server can do to answer the same requests with the same
// JSON — node:http and better-sqlite3 with prepared statements, no framework, no validation library,
// no cache. Every request runs its queries. Usage: node node-sqlite-server.mjs <port> <sqlite file>
// With BASELINE_TOTAL=once the product list's total is counted once at start instead of per request
// (the count of 20,000 rows is most of a request's cost), the raw ceiling of a cached total.
//   GET  /api/v1/products?pageIndex&pageSize      -> { rows, total, hasMore, pageIndex, pageSize }
//   POST /api/v1/products-search { keyword, pageIndex?, pageSize? } -> the same shape
import http from "node:http";
import Database from "better-sqlite3";

const [port = "3299", file] = process.argv.slice(2);
if (!file) throw new Error("usage: node-sqlite-server.mjs <port> <sqlite file>");

const db = new Database(file, { readonly: true, fileMustExist: true });
const columns = `p."id", p."name", p."price", p."originalPrice", p."image", p."sales"`;
const listPage = db.prepare(`SELECT ${columns} FROM "Product" p WHERE p."isOnSale" = 1 ORDER BY p."sort", p."id" LIMIT ? OFFSET ?`);
const countOnSale = db.prepare(`SELECT count(*) FROM "Product" WHERE "isOnSale" = 1`).pluck();
const totalOnce = process.env.BASELINE_TOTAL === "once" ? countOnSale.get() : null;
const listCount = { get: () => totalOnce ?? countOnSale.get() };
const ftsPage = db.prepare(
  `SELECT ${columns} FROM "ProductSearch" JOIN "Product" p ON p."id" = "ProductSearch"."rowid"
   WHERE "ProductSearch" MATCH ? AND p."isOnSale" = 1
   ORDER BY CASE WHEN ' ' || lower(p."name") || ' ' LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END DESC, bm25("ProductSearch", 10, 2), p."sales" DESC, p."id" LIMIT ? OFFSET ?`,
);
const ftsCount = db.prepare(`SELECT count(*) FROM "ProductSearch" JOIN "Product" p ON p."id" = "ProductSearch"."rowid" WHERE "ProductSearch" MATCH ? AND p."isOnSale" = 1`).pluck();
const likeWhere = `p."isOnSale" = 1 AND (p."name" LIKE ? ESCAPE '\\' OR p."subtitle" LIKE ? ESCAPE '\\')`;
const likePage = db.prepare(
  `SELECT ${columns} FROM "Product" p WHERE ${likeWhere}
   ORDER BY CASE WHEN p."name" LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, instr(lower(p."name"), ?), p."sales" DESC, p."id" LIMIT ? OFFSET ?`,
);
const likeCount = db.prepare(`SELECT count(*) FROM "Product" p WHERE ${likeWhere}`).pluck();

function page(rows, total, pageIndex, pageSize) {
  return { rows, total, hasMore: pageIndex * pageSize < total, pageIndex, pageSize };
}

function paging(source) {
  const pageIndex = Math.max(1, Number.parseInt(source.pageIndex ?? "1", 10) || 1);
  const pageSize = Math.min(100, Math.max(1, Number.parseInt(source.pageSize ?? "20", 10) || 20));
  return { pageIndex, pageSize, offset: (pageIndex - 1) * pageSize };
}

function search(keyword, { pageIndex, pageSize, offset }) {
  // Single-term keywords only (what the bench sends): 3+ characters through the trigram index,
  // shorter ones through LIKE, as the app does.
  const term = keyword.trim().toLowerCase();
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  if ([...term].length >= 3) {
    const match = `"${term.replaceAll('"', '""')}"`;
    return page(ftsPage.all(match, `% ${escaped} %`, pageSize, offset), ftsCount.get(match), pageIndex, pageSize);
  }
  const like = `%${escaped}%`;
  return page(likePage.all(like, like, like, term, pageSize, offset), likeCount.get(like, like), pageIndex, pageSize);
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/api/v1/products") {
      const p = paging(Object.fromEntries(url.searchParams));
      return send(res, 200, page(listPage.all(p.pageSize, p.offset), listCount.get(), p.pageIndex, p.pageSize));
    }
    if (req.method === "POST" && url.pathname === "/api/v1/products-search") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        try {
          const body = JSON.parse(raw);
          send(res, 200, search(String(body.keyword ?? ""), paging(body)));
        } catch {
          send(res, 400, { code: "BAD_REQUEST", message: "bad request" });
        }
      });
      return;
    }
    send(res, 404, { code: "NOT_FOUND", message: "not found" });
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`[baseline] node:http + better-sqlite3 on ${port}`));
