// Demo catalogue: two-level categories, each leaf with products. Names carry both Chinese and a
// few English words so that search in either language finds them. Prices in cents, weights in grams.
export type SeedProduct = {
  name: string;
  subtitle: string;
  emoji: string;
  price: number;
  originalPrice?: number;
  weight: number;
  skus: string[];
  tags?: ("boutique" | "recommend" | "new" | "imported")[];
  sales: number;
  /**
   * Spec dimensions when the SKUs form a grid (colour × storage): each SKU name is its values in this
   * order, separated by one space ("曜石黑 8GB+256GB").
   */
  specDims?: string[];
};

export type SeedCategory = {
  name: string;
  emoji: string;
  children: { name: string; emoji: string; products: SeedProduct[] }[];
};

const p = (
  name: string,
  subtitle: string,
  emoji: string,
  price: number,
  weight: number,
  skus: string[],
  sales: number,
  tags: SeedProduct["tags"] = [],
  originalPrice?: number,
): SeedProduct => ({ name, subtitle, emoji, price, weight, skus, sales, tags, originalPrice });

export const categories: SeedCategory[] = [
  {
    name: "手机数码",
    emoji: "📱",
    children: [
      {
        name: "手机",
        emoji: "📱",
        products: [
          {
            ...p(
              "星耀 X20 5G 智能手机 Phone",
              "6.7 英寸 OLED 屏 · 5000mAh",
              "📱",
              399900,
              420,
              [
                "曜石黑 8GB+128GB",
                "曜石黑 8GB+256GB",
                "曜石黑 12GB+512GB",
                "冰川银 8GB+128GB",
                "冰川银 8GB+256GB",
                "星河蓝 12GB+512GB",
              ],
              128430,
              ["recommend", "new"],
              459900,
            ),
            specDims: ["颜色", "存储"],
          },
          p(
            "青柠 Note 12 手机",
            "长续航 · 大屏幕",
            "📱",
            129900,
            400,
            ["6GB+128GB 青柠绿", "8GB+256GB 深空灰"],
            56210,
            ["recommend"],
          ),
          p("折叠屏手机 Fold S 旗舰版", "超薄铰链 · 双屏协同", "📲", 899900, 480, ["12GB+256GB", "12GB+512GB"], 8120, [
            "boutique",
            "new",
          ]),
          p("老人手机 大字大声 Phone Senior", "一键呼救 · 超长待机", "☎️", 19900, 180, ["红色", "黑色"], 23450),
        ],
      },
      {
        name: "耳机音响",
        emoji: "🎧",
        products: [
          p(
            "降噪蓝牙耳机 Pro Earbuds",
            "主动降噪 · 30 小时续航",
            "🎧",
            59900,
            120,
            ["白色", "黑色"],
            98760,
            ["recommend"],
            79900,
          ),
          p("头戴式无线耳机 Headphones", "高解析音质 · 舒适佩戴", "🎧", 89900, 350, ["午夜黑", "月光白"], 15670, [
            "boutique",
          ]),
          p("便携蓝牙音箱 Speaker Mini", "IPX7 防水 · 重低音", "🔊", 29900, 500, ["蓝色", "灰色", "红色"], 33210),
          p("智能音箱 Home Speaker", "语音助手 · 全屋互联", "🔈", 19900, 800, ["标准版"], 45120, ["new"]),
        ],
      },
      {
        name: "平板电脑",
        emoji: "💻",
        products: [
          p("轻薄平板 Pad Air 11", "2.8K 高刷屏 · 手写笔支持", "📱", 249900, 500, ["8GB+128GB", "8GB+256GB"], 21340, [
            "recommend",
          ]),
          p("学习平板 Kids Pad", "护眼模式 · 家长管控", "📘", 159900, 550, ["标准版", "套装版"], 9870, ["new"]),
          p(
            "轻薄笔记本电脑 Laptop 14",
            "2.5K 屏 · 16GB 内存",
            "💻",
            499900,
            1400,
            ["i5/16GB/512GB", "i7/16GB/1TB"],
            6540,
            ["boutique"],
            569900,
          ),
          p("机械键盘 Keyboard K87", "热插拔 · RGB 背光", "⌨️", 39900, 900, ["红轴", "茶轴", "青轴"], 12890),
        ],
      },
    ],
  },
  {
    name: "家用电器",
    emoji: "🏠",
    children: [
      {
        name: "厨房电器",
        emoji: "🍳",
        products: [
          p("智能电饭煲 4L Rice Cooker", "IH 加热 · 预约定时", "🍚", 39900, 3500, ["4L 标准款", "5L 大容量"], 44560, [
            "recommend",
          ]),
          p(
            "空气炸锅 Air Fryer 5L",
            "无油低脂 · 可视窗口",
            "🍟",
            29900,
            4200,
            ["奶白色", "薄荷绿"],
            87650,
            ["recommend", "new"],
            39900,
          ),
          p("破壁料理机 Blender", "8 叶刀头 · 静音", "🥤", 49900, 4800, ["标准款"], 13420),
          p("电热水壶 Kettle 1.7L", "304 不锈钢 · 保温", "🫖", 9900, 1200, ["白色", "黑色"], 65430),
        ],
      },
      {
        name: "生活电器",
        emoji: "🌀",
        products: [
          p("扫地机器人 Robot Vacuum", "激光导航 · 自动集尘", "🤖", 219900, 6000, ["标准版", "自动集尘版"], 18760, [
            "boutique",
            "new",
          ]),
          p("无线吸尘器 Vacuum V10", "强劲吸力 · 60 分钟续航", "🧹", 129900, 2800, ["标准版"], 22340),
          p("落地风扇 Fan 静音款", "12 档风速 · 遥控", "🌀", 19900, 4500, ["白色"], 34560),
          p("加湿器 Humidifier 4L", "上加水 · 恒湿", "💧", 15900, 1600, ["白色", "粉色"], 27890),
        ],
      },
    ],
  },
  {
    name: "服饰鞋包",
    emoji: "👕",
    children: [
      {
        name: "男装",
        emoji: "👔",
        products: [
          {
            ...p(
              "男士纯棉 T 恤 T-shirt",
              "新疆长绒棉 · 透气",
              "👕",
              7900,
              250,
              ["白色 M", "白色 L", "黑色 M", "黑色 L"],
              123450,
              ["recommend"],
            ),
            specDims: ["颜色", "尺码"],
          },
          p("商务休闲衬衫 Shirt", "免烫 · 修身", "👔", 19900, 300, ["蓝色 39", "白色 40", "白色 41"], 34210),
          p(
            "男士羽绒服 Down Jacket",
            "90% 白鸭绒 · 防风",
            "🧥",
            59900,
            1100,
            ["黑色 L", "黑色 XL", "藏青 XL"],
            12340,
            ["new"],
            89900,
          ),
          p("弹力牛仔裤 Jeans", "直筒 · 四季款", "👖", 15900, 600, ["30", "32", "34"], 45670),
        ],
      },
      {
        name: "女装",
        emoji: "👗",
        products: [
          p("法式碎花连衣裙 Dress", "雪纺 · 收腰", "👗", 25900, 350, ["S", "M", "L"], 56780, ["boutique"]),
          p("女士针织开衫 Cardigan", "羊毛混纺 · 柔软", "🧶", 18900, 400, ["米白 M", "燕麦 L"], 23450, ["new"]),
          p("高腰阔腿裤 Wide-leg Pants", "垂感 · 显瘦", "👖", 14900, 450, ["S", "M", "L"], 34560),
          p("轻薄防晒衣 Sun Jacket", "UPF50+ · 冰感", "🧥", 9900, 200, ["粉色", "白色", "蓝色"], 78900, ["recommend"]),
        ],
      },
      {
        name: "箱包",
        emoji: "👜",
        products: [
          p("20 寸登机箱 Suitcase", "PC 材质 · 静音万向轮", "🧳", 39900, 3200, ["20 寸 银色", "24 寸 黑色"], 15430, [
            "recommend",
          ]),
          p("双肩电脑包 Backpack", "防泼水 · USB 充电口", "🎒", 15900, 900, ["黑色", "灰色"], 43210),
          p("真皮手提包 Handbag", "头层牛皮 · 大容量", "👜", 69900, 800, ["焦糖色", "黑色"], 6540, ["boutique"]),
          p("运动腰包 Waist Bag", "轻便 · 多口袋", "👝", 4900, 150, ["黑色"], 29870),
        ],
      },
    ],
  },
  {
    name: "美妆个护",
    emoji: "💄",
    children: [
      {
        name: "护肤",
        emoji: "🧴",
        products: [
          p("补水保湿面霜 Moisturizer 50g", "玻尿酸 · 修护屏障", "🧴", 19900, 150, ["50g"], 67890, ["recommend"]),
          p("温和洁面乳 Cleanser", "氨基酸 · 不紧绷", "🫧", 6900, 180, ["120g", "200g"], 98760),
          p("防晒霜 SPF50 Sunscreen", "清爽不油腻", "☀️", 12900, 100, ["50ml"], 54320, ["new"]),
          p("精华液 Serum 30ml", "烟酰胺 · 提亮", "💧", 29900, 120, ["30ml", "50ml"], 23450, ["boutique"]),
        ],
      },
      {
        name: "彩妆",
        emoji: "💄",
        products: [
          p("丝绒哑光口红 Lipstick", "持久显色", "💄", 13900, 60, ["#01 正红", "#02 豆沙", "#03 枫叶"], 87650, [
            "recommend",
          ]),
          p("持妆粉底液 Foundation", "轻薄服帖 · 控油", "🧴", 22900, 120, ["象牙白", "自然色"], 34560),
          p("眼影盘 Eyeshadow 12 色", "大地色系", "🎨", 15900, 150, ["大地色", "玫瑰色"], 21340, ["new"]),
          p("睫毛膏 Mascara", "纤长卷翘 · 防水", "👁️", 8900, 50, ["黑色"], 45670),
        ],
      },
    ],
  },
  {
    name: "食品生鲜",
    emoji: "🍎",
    children: [
      {
        name: "休闲零食",
        emoji: "🍪",
        products: [
          p("每日坚果 Mixed Nuts 30 包", "六种坚果 · 独立小包", "🥜", 12900, 800, ["30 包装"], 156780, ["recommend"]),
          p("手工曲奇饼干 Cookies", "黄油 · 酥脆", "🍪", 5900, 500, ["原味", "巧克力味"], 45670),
          p("麻辣牛肉干 Beef Jerky", "内蒙古风干", "🥩", 8900, 300, ["麻辣", "五香"], 67890),
          p("海苔脆片 Seaweed Snack", "低脂 · 脆爽", "🍙", 2900, 100, ["原味"], 98760, ["new"]),
        ],
      },
      {
        name: "新鲜水果",
        emoji: "🍊",
        products: [
          p("赣南脐橙 5 斤 Oranges", "现摘现发 · 甜多汁", "🍊", 3990, 2600, ["5 斤装", "10 斤装"], 234560, [
            "recommend",
          ]),
          p("红富士苹果 Apples", "脆甜 · 果径 80mm", "🍎", 4990, 2600, ["5 斤装"], 123450),
          p("智利车厘子 Cherries 2 斤", "JJ 级 · 冷链直达", "🍒", 15900, 1200, ["2 斤装"], 34560, [
            "imported",
            "boutique",
          ]),
          p("海南香蕉 Bananas", "自然熟", "🍌", 2990, 2600, ["5 斤装"], 87650),
        ],
      },
      {
        name: "茶饮冲调",
        emoji: "🍵",
        products: [
          p("西湖龙井 绿茶 Green Tea 250g", "明前特级", "🍵", 39900, 300, ["250g 罐装"], 12340, ["boutique"]),
          p("挂耳咖啡 Drip Coffee 20 片", "中度烘焙 · 阿拉比卡", "☕", 6900, 300, ["20 片"], 56780, ["new"]),
          p("云南普洱茶饼 Pu'er Tea 357g", "七年陈", "🫖", 19900, 400, ["357g"], 8760),
          p("燕麦片 Oatmeal 1kg", "即食 · 无蔗糖", "🥣", 3990, 1100, ["1kg"], 76540),
        ],
      },
    ],
  },
  {
    name: "家居家装",
    emoji: "🛋️",
    children: [
      {
        name: "家纺",
        emoji: "🛏️",
        products: [
          p("纯棉四件套 Bedding Set", "60 支长绒棉", "🛏️", 29900, 2500, ["1.5m 床", "1.8m 床"], 34560, ["recommend"]),
          p("乳胶枕 Latex Pillow", "泰国天然乳胶", "🛌", 15900, 1500, ["标准款"], 45670, ["imported"]),
          p("夏凉被 Summer Quilt", "冰丝 · 可机洗", "🧣", 12900, 1800, ["150x200", "200x230"], 23450),
          p("珊瑚绒毛毯 Blanket", "柔软亲肤", "🧸", 8900, 1200, ["灰色", "粉色"], 56780),
        ],
      },
      {
        name: "收纳整理",
        emoji: "📦",
        products: [
          p("衣物收纳箱 Storage Box 3 个装", "可折叠 · 带盖", "📦", 5900, 1500, ["3 个装"], 67890),
          p("桌面收纳架 Desk Organizer", "实木 · 多格", "🗄️", 4900, 800, ["原木色"], 34560, ["new"]),
          p("真空压缩袋 Vacuum Bags", "8 件套 · 送电泵", "🧳", 6900, 900, ["8 件套"], 45670),
          p("厨房置物架 Kitchen Rack", "不锈钢 · 免打孔", "🍽️", 8900, 2000, ["两层", "三层"], 23450),
        ],
      },
    ],
  },
  {
    name: "母婴玩具",
    emoji: "🧸",
    children: [
      {
        name: "奶粉辅食",
        emoji: "🍼",
        products: [
          p("婴儿配方奶粉 3 段 Formula 800g", "进口奶源", "🍼", 26900, 1000, ["800g"], 23450, [
            "imported",
            "recommend",
          ]),
          p("有机米粉 Rice Cereal", "高铁 · 无添加", "🥣", 6900, 300, ["原味", "果蔬味"], 34560),
          p("宝宝溶豆 Baby Snack", "入口即化", "🍡", 3900, 100, ["酸奶味"], 45670, ["new"]),
          p("婴儿湿巾 Baby Wipes 80 抽 x 6", "纯水 · 无酒精", "🧻", 4900, 2200, ["6 包装"], 156780),
        ],
      },
      {
        name: "益智玩具",
        emoji: "🧩",
        products: [
          p("积木拼装 Building Blocks 1000 粒", "大颗粒 · 收纳盒", "🧱", 12900, 1500, ["1000 粒"], 23450, [
            "recommend",
          ]),
          p("遥控汽车 RC Car", "四驱越野 · 充电款", "🏎️", 19900, 1200, ["红色", "蓝色"], 12340, ["new"]),
          p("拼图 Puzzle 500 片", "世界名画系列", "🧩", 5900, 600, ["星空", "睡莲"], 8760, ["boutique"]),
          p("毛绒玩具熊 Teddy Bear", "60cm · 可机洗", "🧸", 9900, 700, ["棕色", "白色"], 34560),
        ],
      },
    ],
  },
  {
    name: "运动户外",
    emoji: "⚽",
    children: [
      {
        name: "运动鞋",
        emoji: "👟",
        products: [
          p(
            "轻量跑步鞋 Running Shoes",
            "缓震回弹 · 透气网面",
            "👟",
            39900,
            700,
            ["40", "41", "42", "43"],
            67890,
            ["recommend"],
            49900,
          ),
          p("篮球鞋 Basketball Shoes", "高帮 · 防侧翻", "🏀", 59900, 900, ["41", "42", "43"], 23450, ["boutique"]),
          p("帆布鞋 Canvas Shoes", "经典百搭", "👟", 12900, 600, ["37", "38", "39", "40"], 98760),
          p("徒步登山鞋 Hiking Boots", "防水 · 防滑", "🥾", 45900, 1100, ["41", "42", "43"], 12340, ["new"]),
        ],
      },
      {
        name: "户外装备",
        emoji: "⛺",
        products: [
          p("自动帐篷 Tent 3-4 人", "速开 · 防雨", "⛺", 39900, 3500, ["3-4 人"], 8760, ["recommend"]),
          p("瑜伽垫 Yoga Mat 6mm", "TPE 环保 · 防滑", "🧘", 7900, 900, ["紫色", "蓝色"], 76540),
          p("保温杯 Thermos 500ml", "316 不锈钢 · 12 小时保温", "🥤", 9900, 400, ["白色", "黑色", "绿色"], 123450, [
            "new",
          ]),
          p("折叠自行车 Folding Bike", "20 寸 · 7 速", "🚲", 129900, 13000, ["白色", "黑色"], 3450, ["boutique"]),
        ],
      },
    ],
  },
  {
    name: "图书文具",
    emoji: "📚",
    children: [
      {
        name: "图书",
        emoji: "📖",
        products: [
          p("三体 全集 The Three-Body Problem", "刘慈欣 · 科幻经典", "📕", 9900, 1500, ["全 3 册"], 234560, [
            "recommend",
            "boutique",
          ]),
          p("活着 To Live", "余华 · 精装", "📗", 3900, 400, ["精装"], 156780),
          p("儿童百科全书 Encyclopedia", "彩图注音版", "📘", 12900, 2000, ["全 8 册"], 23450, ["new"]),
          p("英语词汇书 Vocabulary", "乱序版", "📙", 4900, 700, ["单册"], 45670),
        ],
      },
      {
        name: "文具",
        emoji: "✏️",
        products: [
          p("中性笔 Gel Pens 12 支", "0.5mm · 速干", "🖊️", 1990, 200, ["黑色 12 支", "彩色 12 支"], 345670, [
            "recommend",
          ]),
          p("笔记本 Notebook A5 4 本", "方格 · 护眼纸", "📓", 2990, 800, ["A5 4 本"], 123450),
          p("钢笔 Fountain Pen", "德国笔尖 · 礼盒装", "🖋️", 19900, 200, ["黑色", "蓝色"], 8760, [
            "boutique",
            "imported",
          ]),
          p("电子计算器 Calculator", "太阳能 · 大屏", "🧮", 3900, 200, ["标准款"], 34560),
        ],
      },
    ],
  },
  {
    name: "进口好物",
    emoji: "🌏",
    children: [
      {
        name: "进口零食",
        emoji: "🍫",
        products: [
          p("比利时黑巧克力 Dark Chocolate", "72% 可可", "🍫", 5900, 300, ["100g x 3"], 45670, [
            "imported",
            "recommend",
          ]),
          p("日本抹茶饼干 Matcha Cookies", "京都宇治抹茶", "🍵", 4900, 300, ["12 枚"], 23450, ["imported", "new"]),
          p("澳洲燕麦片 Australian Oats", "有机认证", "🌾", 5900, 1000, ["1kg"], 12340, ["imported"]),
          p("意大利橄榄油 Olive Oil 1L", "特级初榨", "🫒", 12900, 1200, ["1L"], 8760, ["imported", "boutique"]),
        ],
      },
      {
        name: "进口美妆",
        emoji: "🌸",
        products: [
          p("法国香水 Eau de Parfum 50ml", "花香调", "🌸", 69900, 300, ["50ml", "100ml"], 6540, [
            "imported",
            "boutique",
          ]),
          p("韩国面膜 Sheet Mask 10 片", "补水保湿", "🎭", 9900, 400, ["10 片装"], 87650, ["imported", "recommend"]),
          p("日本洗发水 Shampoo 500ml", "无硅油 · 氨基酸", "🧴", 7900, 600, ["滋润型", "清爽型"], 45670, ["imported"]),
          p("瑞士护手霜 Hand Cream", "杏仁油 · 滋养", "🤲", 8900, 150, ["75ml"], 23450, ["imported", "new"]),
        ],
      },
    ],
  },
];

// ---------- fixed ids ----------
// Top categories get ids 1..10 and leaves 101.. in catalogue order; products 1..92 in catalogue order;
// SKU ids are productId * 10 + 1.. (at most 9 SKUs a product). Ids follow catalogue order, so new
// products and leaves go at the very end; inserting in the middle would renumber the rows after it.
export const LEAF_ID_BASE = 100;

export type CatalogueEntry = {
  id: number;
  product: SeedProduct;
  topIndex: number;
  topId: number;
  topName: string;
  leafId: number;
  leafName: string;
  /** Position of the leaf among all leaves (0-based), and of the product within its leaf. */
  leafOrdinal: number;
  indexInLeaf: number;
};

export type CatalogueLeaf = { id: number; topId: number; name: string; emoji: string; sort: number };

export function catalogueLeaves(): CatalogueLeaf[] {
  const leaves: CatalogueLeaf[] = [];
  categories.forEach((top, topIndex) =>
    top.children.forEach((leaf, sort) =>
      leaves.push({
        id: LEAF_ID_BASE + leaves.length + 1,
        topId: topIndex + 1,
        name: leaf.name,
        emoji: leaf.emoji,
        sort,
      }),
    ),
  );
  return leaves;
}

export function catalogueEntries(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  let leafOrdinal = 0;
  categories.forEach((top, topIndex) =>
    top.children.forEach((leaf) => {
      const leafId = LEAF_ID_BASE + leafOrdinal + 1;
      leaf.products.forEach((product, indexInLeaf) =>
        entries.push({
          id: entries.length + 1,
          product,
          topIndex,
          topId: topIndex + 1,
          topName: top.name,
          leafId,
          leafName: leaf.name,
          leafOrdinal,
          indexInLeaf,
        }),
      );
      leafOrdinal += 1;
    }),
  );
  return entries;
}

// ---------- SKUs ----------
// Variants that name a size or edition (128GB, 5L, 10 斤装, 标准版…) step up in price; colours and
// clothing sizes cost the same. The first SKU always costs the product's price (its lowest).
const TIERED = /\d+(\.\d+)?\s*(GB|TB|ml|kg|g|L|寸|片|包|粒|支|本|册|斤|人)|版|装/i;

export type SkuPlan = { id: number; name: string; price: number; stock: number; weight: number; specs: string };

/** A grid product's SKUs: their spec values, and the price step of each (by its tiered value, e.g. storage). */
function gridPlan(skuNames: readonly string[], dims: readonly string[]) {
  const values = skuNames.map((name) => name.split(" "));
  const tieredDim = dims.findIndex((_, d) => values.every((v) => TIERED.test(v[d] ?? "")));
  const tiers = tieredDim < 0 ? [] : [...new Set(values.map((v) => v[tieredDim]))];
  return values.map((v) => ({
    specs: JSON.stringify(dims.map((dim, d) => [dim, v[d] ?? ""])),
    tier: tieredDim < 0 ? 0 : tiers.indexOf(v[tieredDim]),
  }));
}

export function skuPlan(
  productId: number,
  product: Pick<SeedProduct, "price" | "weight" | "skus" | "specDims">,
  skuNames: readonly string[] = product.skus,
): SkuPlan[] {
  const tiered = skuNames.length > 1 && skuNames.every((name) => TIERED.test(name));
  const step = Math.max(100, Math.round((product.price * 0.12) / 100) * 100);
  const grid = product.specDims ? gridPlan(skuNames, product.specDims) : null;
  return skuNames.map((name, index) => ({
    id: productId * 10 + index + 1,
    name,
    specs: grid ? grid[index].specs : "[]",
    price: product.price + (grid ? grid[index].tier * step : tiered ? index * step : 0),
    // 20..500 in stock; the last variant of every seventh product is nearly sold out.
    stock: productId % 7 === 0 && index === skuNames.length - 1 ? 3 : 20 + ((productId * 37 + index * 91) % 481),
    weight: product.weight,
  }));
}
