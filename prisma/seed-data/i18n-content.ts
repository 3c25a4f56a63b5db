// English and Japanese texts of the demo catalogue's categories and SKUs and of the merchandising
// (shops, banners, home buttons, activities, discounts, coupons, service items), keyed by the zh-Hans
// text that catalogue.ts / merchandising.ts / engagement.ts hold. [en, ja]. A text missing here
// simply has no translation row: the shopper sees the zh-Hans text (the fallback).
export type Pair = readonly [en: string, ja: string];

export const categoryTexts: Record<string, Pair> = {
  手机数码: ["Phones & Digital", "スマホ・デジタル"], 手机: ["Phones", "スマートフォン"], 耳机音响: ["Audio", "イヤホン・スピーカー"], 平板电脑: ["Tablets & Laptops", "タブレット・PC"],
  家用电器: ["Home Appliances", "家電"], 厨房电器: ["Kitchen Appliances", "キッチン家電"], 生活电器: ["Household Appliances", "生活家電"],
  服饰鞋包: ["Fashion & Bags", "ファッション・バッグ"], 男装: ["Men's Wear", "メンズ"], 女装: ["Women's Wear", "レディース"], 箱包: ["Bags & Luggage", "バッグ・スーツケース"],
  美妆个护: ["Beauty & Care", "コスメ・ケア"], 护肤: ["Skincare", "スキンケア"], 彩妆: ["Makeup", "メイクアップ"],
  食品生鲜: ["Food & Fresh", "食品・生鮮"], 休闲零食: ["Snacks", "お菓子"], 新鲜水果: ["Fresh Fruit", "フルーツ"], 茶饮冲调: ["Tea & Coffee", "お茶・コーヒー"],
  家居家装: ["Home & Living", "インテリア・生活"], 家纺: ["Bedding", "寝具"], 收纳整理: ["Storage", "収納"],
  母婴玩具: ["Baby & Toys", "ベビー・おもちゃ"], 奶粉辅食: ["Formula & Baby Food", "ミルク・離乳食"], 益智玩具: ["Educational Toys", "知育玩具"],
  运动户外: ["Sports & Outdoors", "スポーツ・アウトドア"], 运动鞋: ["Sports Shoes", "スニーカー"], 户外装备: ["Outdoor Gear", "アウトドア用品"],
  图书文具: ["Books & Stationery", "本・文房具"], 图书: ["Books", "本"], 文具: ["Stationery", "文房具"],
  进口好物: ["Imported Goods", "輸入品"], 进口零食: ["Imported Snacks", "輸入お菓子"], 进口美妆: ["Imported Beauty", "輸入コスメ"],
};

/** Spec dimensions and the values of grid SKUs (colour × storage, colour × size); sizes and capacities read the same everywhere. */
export const specTexts: Record<string, Pair> = {
  颜色: ["Colour", "カラー"], 存储: ["Storage", "ストレージ"], 尺码: ["Size", "サイズ"],
  曜石黑: ["Obsidian Black", "オブシディアンブラック"], 冰川银: ["Glacier Silver", "グレイシャーシルバー"], 星河蓝: ["Galaxy Blue", "ギャラクシーブルー"],
  白色: ["White", "ホワイト"], 黑色: ["Black", "ブラック"],
};

export const skuTexts: Record<string, Pair> = {
  "8GB+128GB 曜石黑": ["8GB+128GB Obsidian Black", "8GB+128GB オブシディアンブラック"], "8GB+256GB 冰川银": ["8GB+256GB Glacier Silver", "8GB+256GB グレイシャーシルバー"],
  "12GB+512GB 星河蓝": ["12GB+512GB Galaxy Blue", "12GB+512GB ギャラクシーブルー"], "6GB+128GB 青柠绿": ["6GB+128GB Lime Green", "6GB+128GB ライムグリーン"],
  "8GB+256GB 深空灰": ["8GB+256GB Space Grey", "8GB+256GB スペースグレー"], 红色: ["Red", "レッド"], 黑色: ["Black", "ブラック"], 白色: ["White", "ホワイト"],
  午夜黑: ["Midnight Black", "ミッドナイトブラック"], 月光白: ["Moonlight White", "ムーンライトホワイト"], 蓝色: ["Blue", "ブルー"], 灰色: ["Grey", "グレー"],
  标准版: ["Standard", "スタンダード"], 套装版: ["Bundle", "セット版"], 红轴: ["Red switches", "赤軸"], 茶轴: ["Brown switches", "茶軸"], 青轴: ["Blue switches", "青軸"],
  "4L 标准款": ["4 L Standard", "4L スタンダード"], "5L 大容量": ["5 L Large", "5L 大容量"], 奶白色: ["Cream White", "ミルキーホワイト"], 薄荷绿: ["Mint Green", "ミントグリーン"],
  标准款: ["Standard", "スタンダード"], 自动集尘版: ["Self-emptying", "自動ゴミ収集モデル"], 粉色: ["Pink", "ピンク"],
  "白色 M": ["White M", "ホワイト M"], "白色 L": ["White L", "ホワイト L"], "黑色 M": ["Black M", "ブラック M"], "黑色 L": ["Black L", "ブラック L"],
  "蓝色 39": ["Blue 39", "ブルー 39"], "白色 40": ["White 40", "ホワイト 40"], "白色 41": ["White 41", "ホワイト 41"], "黑色 XL": ["Black XL", "ブラック XL"],
  "藏青 XL": ["Navy XL", "ネイビー XL"], "米白 M": ["Off-white M", "オフホワイト M"], "燕麦 L": ["Oatmeal L", "オートミール L"],
  "20 寸 银色": ['20" Silver', "20インチ シルバー"], "24 寸 黑色": ['24" Black', "24インチ ブラック"], 焦糖色: ["Caramel", "キャラメル"],
  "#01 正红": ["#01 True Red", "#01 レッド"], "#02 豆沙": ["#02 Rose Beige", "#02 ローズベージュ"], "#03 枫叶": ["#03 Maple", "#03 メープル"],
  象牙白: ["Ivory", "アイボリー"], 自然色: ["Natural", "ナチュラル"], 大地色: ["Earth Tones", "アースカラー"], 玫瑰色: ["Rose", "ローズ"],
  "30 包装": ["30 packs", "30袋入り"], 原味: ["Original", "プレーン"], 巧克力味: ["Chocolate", "チョコレート味"], 麻辣: ["Spicy", "麻辣味"], 五香: ["Five-spice", "五香味"],
  "5 斤装": ["2.5 kg", "2.5kg"], "10 斤装": ["5 kg", "5kg"], "2 斤装": ["1 kg", "1kg"], "3 斤装": ["1.5 kg", "1.5kg"], "250g 罐装": ["250 g tin", "250g 缶入り"], "20 片": ["20 bags", "20袋"],
  "1.5m 床": ["1.5 m bed", "1.5mベッド用"], "1.8m 床": ["1.8 m bed", "1.8mベッド用"], "3 个装": ["Set of 3", "3個組"], 原木色: ["Natural Wood", "ナチュラルウッド"],
  "8 件套": ["Set of 8", "8枚組"], 两层: ["2 tiers", "2段"], 三层: ["3 tiers", "3段"], 果蔬味: ["Fruit & Veg", "フルーツ野菜味"], 酸奶味: ["Yoghurt", "ヨーグルト味"],
  "6 包装": ["6 packs", "6個入り"], "1000 粒": ["1000 pieces", "1000ピース"], 星空: ["Starry Night", "星月夜"], 睡莲: ["Water Lilies", "睡蓮"], 棕色: ["Brown", "ブラウン"],
  "3-4 人": ["3-4 people", "3-4人用"], 紫色: ["Purple", "パープル"], 绿色: ["Green", "グリーン"], "全 3 册": ["3 volumes", "全3巻"], 精装: ["Hardcover", "ハードカバー"],
  "全 8 册": ["8 volumes", "全8巻"], 单册: ["Single volume", "単冊"], "黑色 12 支": ["Black ×12", "黒 12本"], "彩色 12 支": ["Colours ×12", "カラー 12本"],
  "A5 4 本": ["A5 ×4", "A5 4冊"], "12 枚": ["12 cookies", "12枚"], "10 片装": ["10 sheets", "10枚入り"], 滋润型: ["Moisturising", "しっとり"], 清爽型: ["Refreshing", "さっぱり"],
  高配版: ["High-spec", "上位モデル"], 尊享款: ["Premium", "プレミアム"], 卡其色: ["Khaki", "カーキ"], 经典装: ["Classic pack", "定番パック"], 量贩装: ["Value pack", "お徳用"],
  单盒装: ["Single box", "1箱"], 礼盒装: ["Gift box", "ギフトボックス"], 小号: ["Small", "S"], 大号: ["Large", "L"], 单罐装: ["1 can", "1缶"], 三罐装: ["3 cans", "3缶"],
  豪华版: ["Deluxe", "デラックス"], 加大款: ["Extra large", "ビッグサイズ"], 平装: ["Paperback", "ペーパーバック"], 单包装: ["1 pack", "1袋"], 三包装: ["3 packs", "3袋"], 升级款: ["Upgraded", "アップグレード版"],
};

export const shopTexts: Record<string, { name: Pair; description: Pair }> = {
  星耀数码旗舰店: { name: ["Xingyao Digital Flagship", "星耀デジタル旗艦店"], description: ["Genuine products · nationwide warranty · trade-in", "正規品・全国保証・下取り"] },
  悦家电器专营店: { name: ["Yuejia Appliances", "悦家家電専門店"], description: ["Big & small appliances · delivery with installation · one-year swap", "大型・小型家電・配送設置・1年交換保証"] },
  衣见倾心服饰: { name: ["Love at First Wear", "衣見傾心アパレル"], description: ["New season styles · 7-day returns · return shipping insured", "今季の新作・7日間返品・返送料保険"] },
  森林美妆屋: { name: ["Forest Beauty House", "森のコスメハウス"], description: ["Natural ingredients · gentle on sensitive skin · genuine guaranteed", "天然成分・敏感肌にやさしい・正規品保証"] },
  鲜果时光: { name: ["Fresh Fruit Time", "フレッシュフルーツタイム"], description: ["Shipped from the farm · cold chain · bad fruit refunded", "産地直送・冷蔵配送・傷み果実は補償"] },
  木语家居生活馆: { name: ["Woodtale Home", "木語インテリア館"], description: ["Simple design · eco materials · quality living", "シンプルデザイン・エコ素材・上質な暮らし"] },
  童趣母婴馆: { name: ["Kiddy Joy Baby Store", "童趣ベビー館"], description: ["Safe materials · trusted by parents · genuine guaranteed", "安全な素材・ママも安心・正規品保証"] },
  跃动运动户外: { name: ["Leap Sports & Outdoors", "躍動スポーツアウトドア"], description: ["Pro gear · enjoy the outdoors · easy size exchange", "本格ギア・アウトドアを満喫・サイズ交換OK"] },
  墨香书房: { name: ["Ink & Paper Bookstore", "墨香書房"], description: ["Genuine books · stationery · free shipping over threshold", "正規版書籍・文房具・まとめ買いで送料無料"] },
  环球进口好物: { name: ["Global Imports", "グローバル輸入ストア"], description: ["Sourced abroad · genuine guaranteed · cross-border direct", "海外直接仕入れ・正規品保証・越境直送"] },
};

/** Banner titles, home buttons, activities (title; description). */
export const merchTexts: Record<string, Pair> = {
  "星耀 X20 新品首发": ["Xingyao X20 launch", "星耀 X20 新発売"], "家电焕新季 低至7折": ["Appliance refresh: 30% off", "家電買い替え 最大30%OFF"],
  "限时折扣 天天特价": ["Flash deals every day", "期間限定 毎日特価"], "领券中心 满99减10": ["Coupons: ¥10 off ¥99", "クーポン ¥99で¥10引き"],
  "进口好物 全球直采": ["Global imports", "世界から直輸入"], "精品推荐 品质之选": ["Boutique picks", "厳選ブティック"], "新品上市 抢先体验": ["New arrivals first", "新商品をいち早く"],
  优惠区: ["Deals", "セール"], 活动: ["Events", "イベント"], 推荐店铺: ["Shops", "おすすめ店舗"], 新品: ["New", "新商品"], 进口商品: ["Imported", "輸入品"],
  精品: ["Boutique", "厳選"], 推荐: ["For you", "おすすめ"], 签到: ["Check in", "チェックイン"], 优惠券: ["Coupons", "クーポン"], 积分: ["Points", "ポイント"],
  全民狂欢购物节: ["Shopping Festival", "みんなのお買い物フェス"], "人气推荐好物集结，叠加满减券更划算。": ["Our most popular picks in one place; stack coupons to save more.", "人気のおすすめ商品が勢ぞろい。クーポン併用でさらにお得。"],
  家电焕新季: ["Appliance Refresh", "家電買い替えシーズン"], "厨房电器、生活电器焕新特惠，送装一体。": ["Deals on kitchen and household appliances, delivered and installed.", "キッチン家電・生活家電の買い替え特価、配送設置込み。"],
  进口好物节: ["Imported Goods Week", "輸入品フェア"], "海外直采，正品保障，跨境直邮到家。": ["Sourced abroad, genuine guaranteed, shipped straight to your door.", "海外直接仕入れ、正規品保証、ご自宅へ直送。"],
  户外运动季: ["Outdoor Season", "アウトドアシーズン"], "跑鞋、帐篷、骑行装备，轻装出发。": ["Running shoes, tents and cycling gear: travel light.", "ランニングシューズ、テント、サイクル用品で身軽に出発。"],
  "开学季 文具图书节": ["Back to School: Books & Stationery", "新学期 本と文房具フェア"], "图书、文具、学习平板提前囤，开学不慌。": ["Stock up on books, stationery and learning tablets before term starts.", "本・文房具・学習タブレットを今のうちに準備。"],
  精选推荐: ["Featured", "おすすめ"], 限时活动: ["Limited time", "期間限定"],
};

export const couponTexts: Record<string, Pair> = {
  满99减10: ["¥10 off ¥99", "¥99以上で¥10引き"], 满199减30: ["¥30 off ¥199", "¥199以上で¥30引き"], 满499减80: ["¥80 off ¥499", "¥499以上で¥80引き"],
  全场9折券: ["10% off everything", "全品10%OFF"], 满300享85折: ["15% off ¥300", "¥300以上で15%OFF"], 无门槛5元券: ["¥5 off, no minimum", "¥5引き 条件なし"],
  数码满2000减200: ["Digital: ¥200 off ¥2000", "デジタル ¥2000以上で¥200引き"], "新人专享 无门槛减20": ["New shopper: ¥20 off, no minimum", "新規限定 ¥20引き 条件なし"],
  "新人专享 满100减30": ["New shopper: ¥30 off ¥100", "新規限定 ¥100以上で¥30引き"],
};

/** "限时8折" in each locale: ratePercent of the price is charged. */
export function discountTitleIn(locale: "en" | "ja", ratePercent: number): string {
  return locale === "en" ? `${100 - ratePercent}% off` : `期間限定 ${100 - ratePercent}%OFF`;
}

/** The demo product description in each locale (index.ts writes the zh-Hans one). */
export function productDescriptionIn(locale: "en" | "ja", name: string, subtitle: string, leaf: string, shop: string): string {
  return locale === "en"
    ? `${name}\n\n${subtitle}. Hand-picked from ${leaf}, shipped by ${shop}.\n\n· Genuine product guaranteed\n· Ships within 48 hours\n· 7-day no-reason returns`
    : `${name}\n\n${subtitle}。${leaf}から厳選、${shop}より発送。\n\n・正規品保証\n・ご注文から48時間以内に発送\n・7日間理由を問わず返品可`;
}
