import { GET as products } from "@/app/api/v1/products/route";
import { POST as search } from "@/app/api/v1/products-search/route";
async function time(label: string, f: (i: number) => Promise<Response>, n = 5000) {
  for (let i = 0; i < 200; i++) await (await f(i)).text();
  const t = performance.now();
  let size = 0;
  for (let i = 0; i < n; i++) size = (await (await f(i)).text()).length;
  console.log(label.padEnd(30), (((performance.now() - t) / n) * 1000).toFixed(1), "µs/req", size, "bytes");
}
const kws = ["手机", "耳机", "智能手机", "蓝牙耳机", "phone", "coffee", "空气炸锅", "茶", "Tea", "shoes", "巧克力", "面霜"];
await time("products", (i) => products(new Request(`http://x/api/v1/products?pageIndex=${(i % 50) + 1}&pageSize=20`)));
await time("search", (i) => search(new Request(`http://x/api/v1/products-search`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ keyword: kws[i % kws.length], pageIndex: 1, pageSize: 20 }) })));
const { clearCatalogueCache } = await import("@/lib/services/catalogue-cache");
await time("products uncached", (i) => { clearCatalogueCache(); return products(new Request(`http://x/api/v1/products?pageIndex=${(i % 50) + 1}&pageSize=20`)); }, 300);
await time("search uncached", (i) => { clearCatalogueCache(); return search(new Request(`http://x/api/v1/products-search`, { method: "POST", body: JSON.stringify({ keyword: kws[i % kws.length] }) })); }, 300);
