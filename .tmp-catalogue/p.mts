import { GET as products } from "@/app/api/v1/products/route";
import { POST as search } from "@/app/api/v1/products-search/route";
import { productListQuerySchema } from "@/lib/validation/catalogue";
import { localeFromRequest } from "@/lib/i18n/messages";
import { listProducts } from "@/lib/services/catalogue";
import { catalogueVersion } from "@/lib/services/catalogue-cache";
async function time(label: string, f: (i: number) => unknown, n = 20000) {
  for (let i = 0; i < 500; i++) await f(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) await f(i);
  console.log(label.padEnd(30), (((performance.now() - t) / n) * 1000).toFixed(2), "µs");
}
await time("new Request", (i) => new Request(`http://x/api/v1/products?pageIndex=${(i % 50) + 1}&pageSize=20`));
await time("zod parse", (i) => productListQuerySchema.parse({ pageIndex: String((i % 50) + 1), pageSize: "20" }));
const h = new Headers({ "accept-language": "zh-CN" });
await time("locale", () => localeFromRequest(h));
await time("version probe", () => catalogueVersion());
await time("listProducts.json", (i) => listProducts.json({ pageIndex: (i % 50) + 1, pageSize: 20 }));
await time("new Response(text)", () => new Response("x".repeat(3000), { headers: { "content-type": "application/json" } }));
await time("products route", async (i) => (await products(new Request(`http://x/api/v1/products?pageIndex=${(i % 50) + 1}&pageSize=20`))).text());
await time("search route", async (i) => (await search(new Request(`http://x/api/v1/products-search`, { method: "POST", body: JSON.stringify({ keyword: ["手机", "phone", "茶"][i % 3] }) }))).text());
