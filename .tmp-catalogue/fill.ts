import Database from "better-sqlite3";
import { categories } from "../prisma/seed-data/catalogue";
const db = new Database(process.argv[2]);
db.pragma("journal_mode = WAL");
const now = new Date().toISOString();
const insCat = db.prepare(`INSERT INTO Category (name, icon, sort, parentId) VALUES (?, '', ?, ?)`);
const insP = db.prepare(`INSERT INTO Product (name, subtitle, description, image, images, price, originalPrice, sales, isOnSale, sort, categoryId, createdAt, updatedAt) VALUES (?, ?, ?, ?, '[]', ?, ?, ?, 1, ?, ?, ?, ?)`);
const insS = db.prepare(`INSERT INTO Sku (productId, name, price, stock, weight, createdAt, updatedAt) VALUES (?, ?, ?, 100, 100, ?, ?)`);
const t0 = performance.now();
db.transaction(() => {
  const leaves: { id: number; products: any[] }[] = [];
  categories.forEach((top, i) => {
    const tid = Number(insCat.run(top.name, i, null).lastInsertRowid);
    top.children.forEach((c, j) => leaves.push({ id: Number(insCat.run(c.name, j, tid).lastInsertRowid), products: c.products }));
  });
  const adj = ["经典", "新款", "升级版", "Pro", "Lite", "Max", "家用", "便携", "高端", "入门"];
  for (let n = 0; n < 20000; n++) {
    const leaf = leaves[n % leaves.length];
    const base = leaf.products[Math.floor(n / leaves.length) % leaf.products.length];
    const name = `${base.name} ${adj[n % adj.length]} ${n}`;
    const id = Number(insP.run(name, base.subtitle, "描述 " + base.subtitle, "/media/x.svg", base.price, base.originalPrice ?? null, (n * 7919) % 100000, n, leaf.id, now, now).lastInsertRowid);
    for (const s of base.skus) insS.run(id, s, base.price, now, now);
  }
})();
console.log("filled in", performance.now() - t0, "ms", db.prepare("select version from CatalogueVersion").get());
