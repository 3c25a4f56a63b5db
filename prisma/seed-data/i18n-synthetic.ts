// The synthetic catalogue's words (synthetic.ts) in English and Japanese, so every generated product
// has a name and subtitle in each locale: brand, adjective, noun, feature. [en, ja]. Traditional
// Chinese comes from i18n-zh-hant.ts like the rest of the demo data.
type Pair = readonly [en: string, ja: string];

export const brandTexts: Record<string, Pair> = {
  星耀: ["Xingyao", "星耀"], 青柠: ["Lime", "ライム"], 海蓝: ["Ocean", "オーシャン"], 北辰: ["Polaris", "北辰"], 极光: ["Aurora", "オーロラ"],
  松果: ["Pinecone", "まつぼっくり"], 白鹭: ["Egret", "白鷺"], 远山: ["Farhill", "遠山"], 小熊: ["Little Bear", "こぐま"], 米朵: ["Mido", "ミド"],
};

export const adjectiveTexts: Record<string, Pair> = {
  "": ["", ""], 轻薄: ["Slim", "薄型"], 经典: ["Classic", "定番"], 旗舰: ["Flagship", "フラッグシップ"], 便携: ["Portable", "ポータブル"], 智能: ["Smart", "スマート"],
  高端: ["Premium", "ハイエンド"], 入门: ["Entry", "エントリー"], 新款: ["New", "新作"], 大容量: ["Large", "大容量"], 静音: ["Quiet", "静音"], 简约: ["Minimal", "シンプル"],
  复古: ["Retro", "レトロ"], 加厚: ["Thick", "厚手"], 限量: ["Limited", "限定"], 家用: ["Home", "家庭用"], 百搭: ["Versatile", "合わせやすい"], 舒适: ["Comfy", "快適"],
  精选: ["Select", "厳選"], 优选: ["Choice", "おすすめ"], 特级: ["Premium-grade", "特級"], 新鲜: ["Fresh", "新鮮"], 有机: ["Organic", "有機"], 家庭装: ["Family-size", "ファミリーパック"],
};

/** Nouns: the English word of synthetic.ts when it has one, else this; and the Japanese. */
export const nounTexts: Record<string, Pair> = {
  智能手机: ["Phone", "スマートフォン"], "5G手机": ["5G Smartphone", "5Gスマホ"], 游戏手机: ["Gaming Phone", "ゲーミングスマホ"], 折叠屏手机: ["Foldable Phone", "折りたたみスマホ"],
  蓝牙耳机: ["Earbuds", "ワイヤレスイヤホン"], 耳机: ["Earphones", "イヤホン"], 头戴耳机: ["Headphones", "ヘッドホン"], 蓝牙音箱: ["Speaker", "Bluetoothスピーカー"],
  平板电脑: ["Tablet", "タブレット"], 笔记本电脑: ["Laptop", "ノートパソコン"], 无线鼠标: ["Wireless Mouse", "ワイヤレスマウス"], 机械键盘: ["Mechanical Keyboard", "メカニカルキーボード"],
  电饭煲: ["Rice Cooker", "炊飯器"], 空气炸锅: ["Air Fryer", "ノンフライヤー"], 咖啡机: ["Coffee Maker", "コーヒーメーカー"], 电水壶: ["Kettle", "電気ケトル"],
  吸尘器: ["Vacuum", "掃除機"], 电风扇: ["Fan", "扇風機"], 加湿器: ["Humidifier", "加湿器"], 吹风机: ["Hair Dryer", "ドライヤー"],
  T恤: ["T-shirt", "Tシャツ"], 衬衫: ["Shirt", "シャツ"], 夹克: ["Jacket", "ジャケット"], 休闲裤: ["Pants", "パンツ"],
  连衣裙: ["Dress", "ワンピース"], 针织衫: ["Sweater", "ニット"], 半身裙: ["Skirt", "スカート"], 风衣: ["Trench Coat", "トレンチコート"],
  双肩包: ["Backpack", "リュック"], 行李箱: ["Suitcase", "スーツケース"], 手提包: ["Handbag", "ハンドバッグ"], 钱包: ["Wallet", "財布"],
  面霜: ["Face Cream", "フェイスクリーム"], 精华液: ["Serum", "美容液"], 面膜: ["Face Mask", "フェイスマスク"], 爽肤水: ["Toner", "化粧水"],
  口红: ["Lipstick", "口紅"], 粉底液: ["Foundation", "ファンデーション"], 眼影盘: ["Eyeshadow", "アイシャドウ"], 腮红: ["Blush", "チーク"],
  坚果: ["Nuts", "ナッツ"], 饼干: ["Cookies", "クッキー"], 巧克力: ["Chocolate", "チョコレート"], 薯片: ["Chips", "ポテトチップス"],
  苹果: ["Apples", "りんご"], 橙子: ["Oranges", "オレンジ"], 葡萄: ["Grapes", "ぶどう"], 芒果: ["Mangoes", "マンゴー"],
  咖啡: ["Coffee", "コーヒー"], 绿茶: ["Green Tea", "緑茶"], 红茶: ["Black Tea", "紅茶"], 奶茶: ["Milk Tea", "ミルクティー"],
  四件套: ["Bedding Set", "寝具セット"], 枕头: ["Pillow", "枕"], 毛毯: ["Blanket", "毛布"], 浴巾: ["Bath Towel", "バスタオル"],
  收纳箱: ["Storage Box", "収納ボックス"], 置物架: ["Shelf", "ラック"], 衣架: ["Hangers", "ハンガー"], 收纳袋: ["Storage Bag", "収納袋"],
  奶粉: ["Formula", "粉ミルク"], 米粉: ["Rice Cereal", "ライスシリアル"], 果泥: ["Fruit Puree", "フルーツピューレ"], 磨牙棒: ["Teething Sticks", "歯がためスティック"],
  积木: ["Blocks", "ブロック"], 拼图: ["Puzzle", "パズル"], 玩具车: ["Toy Car", "おもちゃの車"], 毛绒玩具: ["Plush Toy", "ぬいぐるみ"],
  跑步鞋: ["Running Shoes", "ランニングシューズ"], 篮球鞋: ["Sneakers", "バスケットシューズ"], 板鞋: ["Skate Shoes", "スケートシューズ"], 登山鞋: ["Hiking Boots", "登山靴"],
  帐篷: ["Tent", "テント"], 登山包: ["Hiking Pack", "登山リュック"], 保温杯: ["Bottle", "保温ボトル"], 瑜伽垫: ["Yoga Mat", "ヨガマット"],
  小说: ["Novel", "小説"], 绘本: ["Picture Book", "絵本"], 历史书: ["History Book", "歴史書"], 编程书: ["Programming Book", "プログラミング本"],
  笔记本: ["Notebook", "ノート"], 中性笔: ["Pen", "ゲルペン"], 书包: ["School Bag", "通学かばん"], 台灯: ["Desk Lamp", "デスクライト"],
  进口巧克力: ["Imported Chocolate", "輸入チョコレート"], 进口饼干: ["Imported Biscuits", "輸入ビスケット"], 咖啡豆: ["Coffee Beans", "コーヒー豆"], 橄榄油: ["Olive Oil", "オリーブオイル"],
  香水: ["Perfume", "香水"], 补水面膜: ["Sheet Mask", "保湿シートマスク"], 洗发水: ["Shampoo", "シャンプー"], 护手霜: ["Hand Cream", "ハンドクリーム"],
  好物: ["Goods", "グッズ"],
};

export const featureTexts: Record<string, Pair> = {
  官方正品: ["Official", "公式正規品"], 限时包邮: ["Free shipping now", "期間限定送料無料"], 新品上市: ["New arrival", "新発売"], 人气爆款: ["Bestseller", "大人気"],
  高性价比: ["Great value", "コスパ抜群"], 环保材质: ["Eco materials", "エコ素材"], 品质之选: ["Quality pick", "品質で選ぶなら"], 七天无理由: ["7-day returns", "7日間返品OK"],
  买贵必赔: ["Price match", "最安値保証"], 顺丰速达: ["Express delivery", "スピード配送"], 正品保障: ["Genuine", "正規品保証"],
};

/** "2代" (second generation) in the model suffix. */
export const suffixTexts: Record<string, Pair> = { "2代": ["Gen 2", "第2世代"] };
