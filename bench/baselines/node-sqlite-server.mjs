#!/usr/bin/env node
// Baseline for `npm run bench`: the least a server can do to answer the same requests with the same
// JSON — node:http and better-sqlite3 with prepared statements, no framework, no validation library,
// no cache. Every request runs its queries. Usage: node node-sqlite-server.mjs <port> <sqlite file>
// With BASELINE_TOTAL=once the product list's total is counted once at start instead of per request
// (the count of 20,000 rows is most of a request's cost), the raw ceiling of a cached total.
//   GET  /api/v1/products?pageIndex&pageSize      -> { rows, total, hasMore, pageIndex, pageSize }
//   POST /api/v1/products-search { keyword, pageIndex?, pageSize? } -> the same shape
//   GET  /api/v1/products-detail?id                -> the product with category, shop, tags, running
//                                                     discount and SKUs, discounted prices applied
//   POST /api/v1/cart-add { skuId, quantity? }      -> the cart line (Bearer HS256 token checked with
//                                                     BASELINE_JWT_SECRET; same checks as the app)
import crypto from "node:crypto";
import http from "node:http";
import Database from "better-sqlite3";

const [port = "3299", file] = process.argv.slice(2);
if (!file) throw new Error("usage: node-sqlite-server.mjs <port> <sqlite file>");

const db = new Database(file, { readonly: true, fileMustExist: true });
const columns = `p."id", p."name", p."price", p."originalPrice", p."image", p."sales"`;
const listPage = db.prepare(
  `SELECT ${columns} FROM "Product" p WHERE p."isOnSale" = 1 ORDER BY p."sort", p."id" LIMIT ? OFFSET ?`,
);
const countOnSale = db.prepare(`SELECT count(*) FROM "Product" WHERE "isOnSale" = 1`).pluck();
const totalOnce = process.env.BASELINE_TOTAL === "once" ? countOnSale.get() : null;
const listCount = { get: () => totalOnce ?? countOnSale.get() };
const ftsPage = db.prepare(
  `SELECT ${columns} FROM "ProductSearch" JOIN "Product" p ON p."id" = "ProductSearch"."rowid"
   WHERE "ProductSearch" MATCH ? AND p."isOnSale" = 1
   ORDER BY CASE WHEN ' ' || lower(p."name") || ' ' LIKE ? ESCAPE '\\' THEN 1 ELSE 0 END DESC, bm25("ProductSearch", 10, 2), p."sales" DESC, p."id" LIMIT ? OFFSET ?`,
);
const ftsCount = db
  .prepare(
    `SELECT count(*) FROM "ProductSearch" JOIN "Product" p ON p."id" = "ProductSearch"."rowid" WHERE "ProductSearch" MATCH ? AND p."isOnSale" = 1`,
  )
  .pluck();
const likeWhere = `p."isOnSale" = 1 AND (p."name" LIKE ? ESCAPE '\\' OR p."subtitle" LIKE ? ESCAPE '\\')`;
const likePage = db.prepare(
  `SELECT ${columns} FROM "Product" p WHERE ${likeWhere}
   ORDER BY CASE WHEN p."name" LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, instr(lower(p."name"), ?), p."sales" DESC, p."id" LIMIT ? OFFSET ?`,
);
const likeCount = db.prepare(`SELECT count(*) FROM "Product" p WHERE ${likeWhere}`).pluck();

const detailProduct = db.prepare(
  `SELECT ${columns}, p."subtitle", p."description", p."images", p."isOnSale", c."id" AS categoryId, c."name" AS categoryName,
          s."id" AS shopId, s."name" AS shopName, s."logo" AS shopLogo
   FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" LEFT JOIN "Shop" s ON s."id" = p."shopId" WHERE p."id" = ?`,
);
const detailTags = db.prepare(`SELECT "tag" FROM "ProductTag" WHERE "productId" = ? ORDER BY "tag"`).pluck();
const detailDiscount = db.prepare(
  `SELECT "id", "title", "ratePercent", "endsAt" FROM "Discount" WHERE "productId" = ? AND "startsAt" <= ? AND "endsAt" > ? ORDER BY "sort", "id" LIMIT 1`,
);
const detailSkus = db.prepare(
  `SELECT "id", "name", "price", "stock", "image" FROM "Sku" WHERE "productId" = ? ORDER BY "id"`,
);
const stamp = () => new Date().toISOString().replace("Z", "+00:00");

function priced(item, rate) {
  if (rate === undefined) return item;
  const price = Math.round((item.price * Math.min(100, Math.max(0, rate))) / 100);
  return price < item.price ? { ...item, price, originalPrice: Math.max(item.originalPrice ?? 0, item.price) } : item;
}

function detail(id) {
  const p = detailProduct.get(id);
  if (!p) return null;
  const now = stamp();
  const discount = detailDiscount.get(id, now, now) ?? null;
  const rate = discount?.ratePercent;
  const { categoryId, categoryName, shopId, shopName, shopLogo, images, ...rest } = p;
  let gallery;
  try {
    gallery = JSON.parse(images);
  } catch {
    gallery = [];
  }
  return {
    ...priced({ ...rest, isOnSale: rest.isOnSale === 1 }, rate),
    images: gallery.length ? gallery : [p.image],
    category: { id: categoryId, name: categoryName },
    shop: shopId === null ? null : { id: shopId, name: shopName, logo: shopLogo },
    tags: detailTags.all(id),
    discount,
    skus: detailSkus.all(id).map((s) => priced({ ...s, originalPrice: null }, rate)),
  };
}

// Writes (cart-add) on their own connection, as the app has one writer.
const writer = new Database(file, { fileMustExist: true });
writer.pragma("journal_mode = WAL");
writer.pragma("busy_timeout = 5000");
const cartSku = writer.prepare(
  `SELECT s."id", s."stock", p."isOnSale" FROM "Sku" s JOIN "Product" p ON p."id" = s."productId" WHERE s."id" = ?`,
);
const cartExisting = writer.prepare(`SELECT "quantity" FROM "CartItem" WHERE "userId" = ? AND "skuId" = ?`).pluck();
const cartLines = writer.prepare(`SELECT count(*) FROM "CartItem" WHERE "userId" = ?`).pluck();
const cartUpsert = writer.prepare(
  `INSERT INTO "CartItem" ("userId", "skuId", "quantity", "checked", "createdAt", "updatedAt") VALUES (?, ?, ?, 1, ?, ?)
   ON CONFLICT ("userId", "skuId") DO UPDATE SET "quantity" = excluded."quantity", "checked" = 1, "updatedAt" = excluded."updatedAt"`,
);
const cartRow = writer.prepare(
  `SELECT c."id", c."skuId", s."productId", p."name", s."name" AS skuName, COALESCE(s."image", p."image") AS image, s."price", c."quantity", c."checked", s."stock"
   FROM "CartItem" c JOIN "Sku" s ON s."id" = c."skuId" JOIN "Product" p ON p."id" = s."productId" WHERE c."userId" = ? AND c."skuId" = ?`,
);
const addToCart = writer.transaction((userId, skuId, quantity) => {
  const sku = cartSku.get(skuId);
  if (!sku || sku.isOnSale !== 1) return [404, { code: "NOT_FOUND", message: "no such SKU" }];
  const existing = cartExisting.get(userId, skuId);
  const next = (existing ?? 0) + quantity;
  if (next > 99) return [409, { code: "CONFLICT", message: "line limit" }];
  if (next > sku.stock) return [409, { code: "OUT_OF_STOCK", message: "out of stock" }];
  if (existing === undefined && cartLines.get(userId) >= 100) return [409, { code: "CONFLICT", message: "cart full" }];
  cartUpsert.run(userId, skuId, next, stamp(), stamp());
  return [200, cartRow.get(userId, skuId)];
});

const jwtKey = process.env.BASELINE_JWT_SECRET ?? "";
/** The user id of a valid HS256 token (signature, issuer, expiry), else null. */
function bearerUser(header) {
  const token = header?.startsWith("Bearer ") ? header.slice(7) : "";
  const [h, p, sig] = token.split(".");
  if (!h || !p || !sig || !jwtKey) return null;
  const expected = crypto.createHmac("sha256", jwtKey).update(`${h}.${p}`).digest("base64url");
  if (expected.length !== sig.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig))) return null;
  const head = JSON.parse(Buffer.from(h, "base64url").toString());
  const claims = JSON.parse(Buffer.from(p, "base64url").toString());
  if (head.alg !== "HS256" || claims.iss !== "the-mall" || !(claims.exp > Date.now() / 1000)) return null;
  return Number(claims.sub) || null;
}

function readJson(req, done) {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    try {
      done(JSON.parse(raw));
    } catch {
      done(null);
    }
  });
}

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
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  });
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
      return readJson(req, (body) =>
        body
          ? send(res, 200, search(String(body.keyword ?? ""), paging(body)))
          : send(res, 400, { code: "BAD_REQUEST", message: "bad request" }),
      );
    }
    if (req.method === "GET" && url.pathname === "/api/v1/products-detail") {
      const found = detail(Number.parseInt(url.searchParams.get("id") ?? "", 10) || 0);
      return found ? send(res, 200, found) : send(res, 404, { code: "NOT_FOUND", message: "not found" });
    }
    if (req.method === "POST" && url.pathname === "/api/v1/cart-add") {
      const userId = bearerUser(req.headers.authorization);
      if (!userId) return send(res, 401, { code: "UNAUTHORIZED", message: "log in" });
      return readJson(req, (body) => {
        const skuId = Number(body?.skuId);
        const quantity = body?.quantity === undefined ? 1 : Number(body.quantity);
        if (!Number.isInteger(skuId) || skuId < 1 || !Number.isInteger(quantity) || quantity < 1 || quantity > 99)
          return send(res, 400, { code: "BAD_REQUEST", message: "bad request" });
        const [status, answer] = addToCart(userId, skuId, quantity);
        send(res, status, answer);
      });
    }
    send(res, 404, { code: "NOT_FOUND", message: "not found" });
  })
  .listen(Number(port), "127.0.0.1", () => console.log(`[baseline] node:http + better-sqlite3 on ${port}`));
