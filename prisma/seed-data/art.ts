// What each demo product's picture shows (an art kind of lib/media/product-art and its colour),
// and the colours that SKU names call for, so a SKU's picture switches with it ("曜石黑" is black).
import type { ProductArt } from "../../lib/media";

type Art = readonly [kind: string, colour: string];

/** By the zh-Hans product name in catalogue.ts. */
export const productArt: Record<string, Art> = {
  "星耀 X20 5G 智能手机 Phone": ["phone", "111827"], "青柠 Note 12 手机": ["phone", "84cc16"], "折叠屏手机 Fold S 旗舰版": ["foldable", "334155"], "老人手机 大字大声 Phone Senior": ["featurephone", "dc2626"],
  "降噪蓝牙耳机 Pro Earbuds": ["earbuds", "f3f4f6"], "头戴式无线耳机 Headphones": ["headphones", "1f2937"], "便携蓝牙音箱 Speaker Mini": ["speaker", "2563eb"], "智能音箱 Home Speaker": ["smartspeaker", "9ca3af"],
  "轻薄平板 Pad Air 11": ["tablet", "cbd5e1"], "学习平板 Kids Pad": ["tablet", "38bdf8"], "轻薄笔记本电脑 Laptop 14": ["laptop", "cbd5e1"], "机械键盘 Keyboard K87": ["keyboard", "374151"],
  "智能电饭煲 4L Rice Cooker": ["ricecooker", "f5f5f4"], "空气炸锅 Air Fryer 5L": ["airfryer", "faf7f0"], "破壁料理机 Blender": ["blender", "1f2937"], "电热水壶 Kettle 1.7L": ["kettle", "d1d5db"],
  "扫地机器人 Robot Vacuum": ["robotvacuum", "f8fafc"], "无线吸尘器 Vacuum V10": ["stickvacuum", "7c3aed"], "落地风扇 Fan 静音款": ["fan", "e5e7eb"], "加湿器 Humidifier 4L": ["humidifier", "f8fafc"],
  "男士纯棉 T 恤 T-shirt": ["tshirt", "f3f4f6"], "商务休闲衬衫 Shirt": ["shirt", "93c5fd"], "男士羽绒服 Down Jacket": ["jacket", "1f2937"], "弹力牛仔裤 Jeans": ["pants", "1e40af"],
  "法式碎花连衣裙 Dress": ["dress", "f472b6"], "女士针织开衫 Cardigan": ["cardigan", "f5f0e1"], "高腰阔腿裤 Wide-leg Pants": ["pants", "a8a29e"], "轻薄防晒衣 Sun Jacket": ["jacket", "f9a8d4"],
  "20 寸登机箱 Suitcase": ["suitcase", "cbd5e1"], "双肩电脑包 Backpack": ["backpack", "1f2937"], "真皮手提包 Handbag": ["handbag", "b45309"], "运动腰包 Waist Bag": ["waistbag", "1f2937"],
  "补水保湿面霜 Moisturizer 50g": ["jar", "bae6fd"], "温和洁面乳 Cleanser": ["tube", "a7f3d0"], "防晒霜 SPF50 Sunscreen": ["tube", "fde68a"], "精华液 Serum 30ml": ["dropper", "fcd34d"],
  "丝绒哑光口红 Lipstick": ["lipstick", "c81e1e"], "持妆粉底液 Foundation": ["pump", "f1e7d0"], "眼影盘 Eyeshadow 12 色": ["palette", "a47551"], "睫毛膏 Mascara": ["mascara", "111827"],
  "每日坚果 Mixed Nuts 30 包": ["snack", "f59e0b"], "手工曲奇饼干 Cookies": ["cookies", "fbbf24"], "麻辣牛肉干 Beef Jerky": ["jerky", "dc2626"], "海苔脆片 Seaweed Snack": ["seaweed", "65a30d"],
  "赣南脐橙 5 斤 Oranges": ["oranges", "fb923c"], "红富士苹果 Apples": ["apples", "dc2626"], "智利车厘子 Cherries 2 斤": ["cherries", "9f1239"], "海南香蕉 Bananas": ["bananas", "facc15"],
  "西湖龙井 绿茶 Green Tea 250g": ["tin", "15803d"], "挂耳咖啡 Drip Coffee 20 片": ["box", "78350f"], "云南普洱茶饼 Pu'er Tea 357g": ["teacake", "d6c7a1"], "燕麦片 Oatmeal 1kg": ["box", "fcd34d"],
  "纯棉四件套 Bedding Set": ["bed", "93c5fd"], "乳胶枕 Latex Pillow": ["pillow", "f5f5f4"], "夏凉被 Summer Quilt": ["folded", "a5f3fc"], "珊瑚绒毛毯 Blanket": ["folded", "9ca3af"],
  "衣物收纳箱 Storage Box 3 个装": ["storage", "d6d3d1"], "桌面收纳架 Desk Organizer": ["organizer", "c89f73"], "真空压缩袋 Vacuum Bags": ["vacuumbag", "bfdbfe"], "厨房置物架 Kitchen Rack": ["rack", "9ca3af"],
  "婴儿配方奶粉 3 段 Formula 800g": ["can", "2563eb"], "有机米粉 Rice Cereal": ["box", "86efac"], "宝宝溶豆 Baby Snack": ["snack", "f9a8d4"], "婴儿湿巾 Baby Wipes 80 抽 x 6": ["wipes", "7dd3fc"],
  "积木拼装 Building Blocks 1000 粒": ["blocks", "ef4444"], "遥控汽车 RC Car": ["car", "dc2626"], "拼图 Puzzle 500 片": ["puzzle", "3b82f6"], "毛绒玩具熊 Teddy Bear": ["teddy", "b45309"],
  "轻量跑步鞋 Running Shoes": ["sneaker", "3b82f6"], "篮球鞋 Basketball Shoes": ["hightop", "dc2626"], "帆布鞋 Canvas Shoes": ["canvas", "1f2937"], "徒步登山鞋 Hiking Boots": ["boot", "78716c"],
  "自动帐篷 Tent 3-4 人": ["tent", "16a34a"], "瑜伽垫 Yoga Mat 6mm": ["mat", "8b5cf6"], "保温杯 Thermos 500ml": ["flask", "f3f4f6"], "折叠自行车 Folding Bike": ["bike", "f3f4f6"],
  "三体 全集 The Three-Body Problem": ["books", "1e3a8a"], "活着 To Live": ["book", "b91c1c"], "儿童百科全书 Encyclopedia": ["book", "f59e0b"], "英语词汇书 Vocabulary": ["book", "0d9488"],
  "中性笔 Gel Pens 12 支": ["pens", "1f2937"], "笔记本 Notebook A5 4 本": ["notebook", "2563eb"], "钢笔 Fountain Pen": ["fountainpen", "111827"], "电子计算器 Calculator": ["calculator", "374151"],
  "比利时黑巧克力 Dark Chocolate": ["chocolate", "b91c1c"], "日本抹茶饼干 Matcha Cookies": ["cookies", "65a30d"], "澳洲燕麦片 Australian Oats": ["box", "eab308"], "意大利橄榄油 Olive Oil 1L": ["oil", "a3b23a"],
  "法国香水 Eau de Parfum 50ml": ["perfume", "f9a8d4"], "韩国面膜 Sheet Mask 10 片": ["sheetmask", "93c5fd"], "日本洗发水 Shampoo 500ml": ["pump", "fef3c7"], "瑞士护手霜 Hand Cream": ["tube", "fecdd3"],
};

/** The synthetic catalogue's nouns (synthetic.ts) and their art. */
export const nounArt: Record<string, Art> = {
  智能手机: ["phone", "111827"], "5G手机": ["phone", "2563eb"], 游戏手机: ["phone", "dc2626"], 折叠屏手机: ["foldable", "334155"], 蓝牙耳机: ["earbuds", "f3f4f6"], 耳机: ["earbuds", "1f2937"],
  头戴耳机: ["headphones", "1f2937"], 蓝牙音箱: ["speaker", "0d9488"], 平板电脑: ["tablet", "cbd5e1"], 笔记本电脑: ["laptop", "9ca3af"], 无线鼠标: ["mouse", "374151"], 机械键盘: ["keyboard", "374151"],
  电饭煲: ["ricecooker", "f5f5f4"], 空气炸锅: ["airfryer", "1f2937"], 咖啡机: ["coffeemaker", "b91c1c"], 电水壶: ["kettle", "d1d5db"], 吸尘器: ["stickvacuum", "7c3aed"], 电风扇: ["fan", "e5e7eb"],
  加湿器: ["humidifier", "f8fafc"], 吹风机: ["hairdryer", "f472b6"], T恤: ["tshirt", "f3f4f6"], 衬衫: ["shirt", "bfdbfe"], 夹克: ["jacket", "365314"], 休闲裤: ["pants", "a8a29e"],
  连衣裙: ["dress", "f472b6"], 针织衫: ["sweater", "fca5a5"], 半身裙: ["skirt", "6d28d9"], 风衣: ["coat", "c3a16b"], 双肩包: ["backpack", "1f2937"], 行李箱: ["suitcase", "cbd5e1"],
  手提包: ["handbag", "b45309"], 钱包: ["wallet", "78350f"], 面霜: ["jar", "bae6fd"], 精华液: ["dropper", "fcd34d"], 面膜: ["sheetmask", "f9a8d4"], 爽肤水: ["bottle", "a5f3fc"],
  口红: ["lipstick", "c81e1e"], 粉底液: ["pump", "f1e7d0"], 眼影盘: ["palette", "a47551"], 腮红: ["palette", "f9a8d4"], 坚果: ["snack", "f59e0b"], 饼干: ["cookies", "fbbf24"],
  巧克力: ["chocolate", "78350f"], 薯片: ["snack", "eab308"], 苹果: ["apples", "dc2626"], 橙子: ["oranges", "fb923c"], 葡萄: ["grapes", "7e22ce"], 芒果: ["mango", "f59e0b"],
  咖啡: ["box", "78350f"], 绿茶: ["tin", "15803d"], 红茶: ["tin", "991b1b"], 奶茶: ["box", "d6c7a1"], 四件套: ["bed", "93c5fd"], 枕头: ["pillow", "f5f5f4"],
  毛毯: ["folded", "9ca3af"], 浴巾: ["towel", "a5f3fc"], 收纳箱: ["storage", "d6d3d1"], 置物架: ["rack", "9ca3af"], 衣架: ["hanger", "c89f73"], 收纳袋: ["vacuumbag", "bfdbfe"],
  奶粉: ["can", "2563eb"], 米粉: ["box", "86efac"], 果泥: ["snack", "fb923c"], 磨牙棒: ["snack", "fcd34d"], 积木: ["blocks", "ef4444"], 拼图: ["puzzle", "3b82f6"],
  玩具车: ["car", "2563eb"], 毛绒玩具: ["teddy", "d6a77a"], 跑步鞋: ["sneaker", "3b82f6"], 篮球鞋: ["hightop", "dc2626"], 板鞋: ["canvas", "f8fafc"], 登山鞋: ["boot", "78716c"],
  帐篷: ["tent", "16a34a"], 登山包: ["backpack", "c2410c"], 保温杯: ["flask", "0d9488"], 瑜伽垫: ["mat", "8b5cf6"], 小说: ["book", "1e3a8a"], 绘本: ["book", "f59e0b"],
  历史书: ["book", "7c2d12"], 编程书: ["book", "0f766e"], 笔记本: ["notebook", "2563eb"], 中性笔: ["pens", "1f2937"], 书包: ["backpack", "2563eb"], 台灯: ["lamp", "f8fafc"],
  进口巧克力: ["chocolate", "b91c1c"], 进口饼干: ["cookies", "d97706"], 咖啡豆: ["snack", "78350f"], 橄榄油: ["oil", "a3b23a"], 香水: ["perfume", "f9a8d4"], 补水面膜: ["sheetmask", "93c5fd"],
  洗发水: ["pump", "fef3c7"], 护手霜: ["tube", "fecdd3"], 好物: ["box", "f59e0b"],
};

// Colour words of SKU names, longest first so that "冰川银" wins over "银".
const colourWords: [string, string][] = (
  [
    ["曜石黑", "111827"], ["冰川银", "dbe4ee"], ["星河蓝", "1d4ed8"], ["青柠绿", "84cc16"], ["深空灰", "4b5563"], ["午夜黑", "0f172a"], ["月光白", "f8fafc"], ["奶白", "faf7f0"],
    ["薄荷绿", "6ee7b7"], ["藏青", "1e3a5f"], ["米白", "f5f0e1"], ["燕麦", "d6c7a1"], ["焦糖", "b45309"], ["正红", "c81e1e"], ["豆沙", "c0757a"], ["枫叶", "b4412b"],
    ["象牙白", "f1e7d0"], ["自然色", "e0b48c"], ["大地色", "a47551"], ["玫瑰色", "e4717a"], ["原木色", "c89f73"], ["卡其", "c3a16b"], ["黑", "1f2937"], ["白", "f3f4f6"],
    ["银", "cbd5e1"], ["蓝", "2563eb"], ["红", "dc2626"], ["绿", "16a34a"], ["灰", "6b7280"], ["粉", "f9a8d4"], ["紫", "8b5cf6"], ["棕", "92400e"],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** The colour a SKU name calls for ("8GB+256GB 冰川银" -> dbe4ee), or null ("标准版"). */
export function skuColour(name: string): string | null {
  return colourWords.find(([word]) => name.includes(word))?.[1] ?? null;
}

/** A product's art: its kind and colours — the SKUs' colours when they name some, else its own. */
export function artFor(base: Art, skuNames: readonly string[]): ProductArt {
  const colours = [...new Set(skuNames.map(skuColour).filter((c): c is string => c !== null))];
  return { kind: base[0], colours: colours.length ? colours : [base[1]] };
}

/** Category icons: a drawing of what the category holds, by the zh-Hans category name. */
export const categoryArt: Record<string, Art> = {
  手机数码: ["phone", "2563eb"], 手机: ["phone", "111827"], 耳机音响: ["headphones", "1f2937"], 平板电脑: ["laptop", "cbd5e1"],
  家用电器: ["ricecooker", "f5f5f4"], 厨房电器: ["airfryer", "faf7f0"], 生活电器: ["fan", "93c5fd"],
  服饰鞋包: ["tshirt", "2563eb"], 男装: ["shirt", "93c5fd"], 女装: ["dress", "f472b6"], 箱包: ["handbag", "b45309"],
  美妆个护: ["lipstick", "c81e1e"], 护肤: ["jar", "bae6fd"], 彩妆: ["palette", "e4717a"],
  食品生鲜: ["apples", "dc2626"], 休闲零食: ["cookies", "fbbf24"], 新鲜水果: ["oranges", "fb923c"], 茶饮冲调: ["tin", "15803d"],
  家居家装: ["bed", "93c5fd"], 家纺: ["pillow", "f5f5f4"], 收纳整理: ["storage", "d6d3d1"],
  母婴玩具: ["teddy", "b45309"], 奶粉辅食: ["can", "2563eb"], 益智玩具: ["blocks", "ef4444"],
  运动户外: ["sneaker", "3b82f6"], 运动鞋: ["sneaker", "ef4444"], 户外装备: ["tent", "16a34a"],
  图书文具: ["books", "1e3a8a"], 图书: ["book", "b91c1c"], 文具: ["pens", "1f2937"],
  进口好物: ["oil", "a3b23a"], 进口零食: ["chocolate", "b91c1c"], 进口美妆: ["perfume", "f9a8d4"],
};

/** Banners and activities: the drawing beside the title, by id. */
export const bannerArt: Record<number, Art> = { 1: ["phone", "111827"], 2: ["airfryer", "faf7f0"], 3: ["handbag", "dc2626"], 4: ["box", "f59e0b"], 5: ["oil", "a3b23a"], 6: ["perfume", "f9a8d4"], 7: ["sneaker", "3b82f6"] };
export const activityArt: Record<number, Art> = { 1: ["handbag", "dc2626"], 2: ["ricecooker", "f5f5f4"], 3: ["chocolate", "b91c1c"], 4: ["tent", "16a34a"], 5: ["books", "1e3a8a"] };

/** mediaUrl options for a drawing. */
export const artOptions = (art: Art | undefined) => (art ? { art: art[0], colour: art[1] } : {});
