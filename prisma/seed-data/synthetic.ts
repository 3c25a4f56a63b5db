// A large synthetic catalogue for benchmarks (SEED_PRODUCTS=20000): product ids from 100001 up, names
// mixing Chinese and English words so that search load looks like real queries. Idempotent: only the
// missing products are created.
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { mediaUrl } from "../../lib/media";

export const SYNTHETIC_FIRST_ID = 100_001;

const brands = ["星耀", "青柠", "海蓝", "北辰", "极光", "松果", "白鹭", "远山", "Nova", "Apex", "Lumi", "Orbit"];
const nouns = [
  ["手机", "phone", "📱"],
  ["耳机", "earbuds", "🎧"],
  ["咖啡", "coffee", "☕"],
  ["茶叶", "tea", "🍵"],
  ["背包", "backpack", "🎒"],
  ["运动鞋", "sneakers", "👟"],
  ["台灯", "lamp", "💡"],
  ["保温杯", "bottle", "🥤"],
  ["面霜", "cream", "🧴"],
  ["巧克力", "chocolate", "🍫"],
  ["积木", "blocks", "🧩"],
  ["帐篷", "tent", "⛺"],
  ["笔记本", "notebook", "📓"],
  ["电饭煲", "rice cooker", "🍚"],
  ["T恤", "t-shirt", "👕"],
  ["手表", "watch", "⌚"],
] as const;
const adjectives = ["轻薄", "经典", "旗舰", "便携", "智能", "复古", "大容量", "高端", "入门", "限量", "Pro", "Max", "Lite", "Plus"];

export async function seedSynthetic(client: PrismaClient, target: number, log: (message: string) => void): Promise<void> {
  const existing = await client.product.count();
  if (existing >= target) return;
  const leaves = await client.category.findMany({ where: { parentId: { not: null } }, select: { id: true } });
  const lastSynthetic = await client.product.findFirst({ where: { id: { gte: SYNTHETIC_FIRST_ID } }, orderBy: { id: "desc" }, select: { id: true } });
  let nextId = (lastSynthetic?.id ?? SYNTHETIC_FIRST_ID - 1) + 1;
  let missing = target - existing;
  const started = Date.now();
  const CHUNK = 1000;
  while (missing > 0) {
    const count = Math.min(CHUNK, missing);
    const products = [];
    const skus = [];
    for (let i = 0; i < count; i++, nextId++) {
      const n = nextId;
      const [zh, en, emoji] = nouns[n % nouns.length];
      const name = `${brands[n % brands.length]} ${adjectives[(n >> 2) % adjectives.length]}${zh} ${en} ${n}`;
      const price = 990 + ((n * 7919) % 99_000);
      products.push({
        id: n,
        name,
        subtitle: `${adjectives[(n >> 3) % adjectives.length]} · ${zh}`,
        description: `${name}，批量生成的演示商品。`,
        image: mediaUrl("product", n, { emoji }),
        images: JSON.stringify([mediaUrl("product", n, { emoji })]),
        price,
        originalPrice: n % 4 === 0 ? price + 1000 : null,
        sales: (n * 131) % 50_000,
        isOnSale: true,
        sort: n,
        categoryId: leaves[n % leaves.length].id,
      });
      skus.push({ id: n * 10 + 1, productId: n, name: "标准版", price, stock: 100 + (n % 400), weight: 200 + (n % 3000) });
      if (n % 2 === 0) skus.push({ id: n * 10 + 2, productId: n, name: "升级版", price: price + 2000, stock: 50 + (n % 200), weight: 250 + (n % 3000) });
    }
    await client.$transaction([client.product.createMany({ data: products }), client.sku.createMany({ data: skus })]);
    missing -= count;
  }
  log(`synthetic catalogue: ${target - existing} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
