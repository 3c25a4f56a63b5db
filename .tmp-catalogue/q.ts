import Database from "better-sqlite3";
const db = new Database(process.argv[2]);
function time(label: string, f: () => unknown, n = 50) {
  f(); const t = performance.now(); let r; for (let i = 0; i < n; i++) r = f();
  console.log(label.padEnd(40), ((performance.now() - t) / n).toFixed(3), "ms", Array.isArray(r) ? r.length : r);
}
const cols = `p.id, p.name, p.price, p.originalPrice, p.image, p.sales`;
const fts = db.prepare(`SELECT ${cols} FROM ProductSearch JOIN Product p ON p.id = ProductSearch.rowid WHERE ProductSearch MATCH ? AND p.isOnSale = 1 ORDER BY bm25(ProductSearch, 10, 2), p.sales DESC, p.id LIMIT 20`);
const ftsC = db.prepare(`SELECT count(*) FROM ProductSearch JOIN Product p ON p.id = ProductSearch.rowid WHERE ProductSearch MATCH ? AND p.isOnSale = 1`).pluck();
const like = db.prepare(`SELECT ${cols} FROM Product p WHERE p.isOnSale = 1 AND (p.name LIKE ? OR p.subtitle LIKE ?) ORDER BY CASE WHEN p.name LIKE ? THEN 0 ELSE 1 END, instr(lower(p.name), ?), p.sales DESC, p.id LIMIT 20`);
const likeC = db.prepare(`SELECT count(*) FROM Product p WHERE p.isOnSale = 1 AND (p.name LIKE ? OR p.subtitle LIKE ?)`).pluck();
for (const k of ["智能手机", "phone", "coffee", "蓝牙耳机", "空气炸锅"]) { time(`fts ${k}`, () => fts.all(`"${k}"`)); time(`fts count ${k}`, () => ftsC.get(`"${k}"`)); }
for (const k of ["手机", "茶", "耳机"]) { const p = `%${k}%`; time(`like ${k}`, () => like.all(p, p, p, k)); time(`like count ${k}`, () => likeC.get(p, p)); }
const list = db.prepare(`SELECT ${cols} FROM Product p WHERE p.isOnSale = 1 ORDER BY p.sort, p.id LIMIT 20 OFFSET ?`);
time("list page 1", () => list.all(0)); time("list page 50", () => list.all(980));
time("list count", () => db.prepare(`SELECT count(*) FROM Product WHERE isOnSale = 1`).pluck().get());
