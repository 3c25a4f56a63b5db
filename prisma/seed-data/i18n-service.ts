// The service area's items (engagement.ts seedServiceItems) in English and Japanese, by item id:
// title, summary, content.
type Texts = { title: string; summary: string; content: string };

export const serviceTexts: Record<number, { en: Texts; ja: Texts }> = {
  1: {
    en: {
      title: "Delivery area and times",
      summary: "Most of the country in 1-3 days",
      content:
        'Orders ship within 24 hours of payment (pre-sale items as stated on their page).\n\nProvincial capitals and major cities usually receive them in 1-2 days, other areas in 2-4 days; remote areas may take longer.\n\nOnce shipped, follow the parcel under "Order details".',
    },
    ja: {
      title: "配送エリアと日数",
      summary: "ほとんどの地域に1-3日でお届け",
      content:
        "お支払い完了後24時間以内に発送します（予約商品はページの記載に従います）。\n\n省都・主要都市は通常1-2日、その他の地域は2-4日でお届けします。遠隔地ではさらにかかる場合があります。\n\n発送後は「注文詳細」で配送状況を確認できます。",
    },
  },
  2: {
    en: {
      title: "Shipping fees",
      summary: "By weight: first unit + each further unit; free from ¥99",
      content:
        "Shipping is charged on the total weight: the first-weight price covers the first unit, every further started unit costs the continued-weight price.\n\nGoods worth ¥99 or more (after the coupon) ship free; the cart and the order confirmation say how much more is needed.\n\nOrders collected at a pick-up point ship free.",
    },
    ja: {
      title: "送料について",
      summary: "重量制：初回重量＋追加重量、¥99 以上で送料無料",
      content:
        "送料は商品の合計重量で計算します。初回重量の料金で最初の単位をまかない、超過分は追加単位ごとに課金します（端数は1単位として計算）。\n\n商品金額（クーポン適用後）が ¥99 以上なら送料無料です。カートと注文確認画面に、あといくらで無料になるかを表示します。\n\n「店頭受け取り」を選んだご注文は送料無料です。",
    },
  },
  3: {
    en: {
      title: "Store pick-up",
      summary: "Choose a pick-up point, collect with your order number",
      content:
        'On the order confirmation screen choose "Pick-up" and the point nearest to you.\n\nWe let you know when your goods arrive; please collect them within 7 days with your order number and phone number.',
    },
    ja: {
      title: "店頭受け取り",
      summary: "受け取り場所を選び、注文番号で受け取り",
      content:
        "注文確認画面で「店頭受け取り」を選び、最寄りの受け取り場所を指定してください。\n\n商品が到着したらお知らせします。7日以内に注文番号と電話番号でお受け取りください。",
    },
  },
  4: {
    en: {
      title: "7-day no-reason returns",
      summary: "Within 7 days of delivery, goods in good condition",
      content:
        "Within 7 days from the day after delivery, goods that are complete, in their packaging and fit for resale can be returned without a reason.\n\nMade-to-order, fresh or perishable goods and opened digital goods are excluded.\n\nReturn shipping: paid by the Mall for quality problems, by you otherwise.",
    },
    ja: {
      title: "7日間理由を問わない返品",
      summary: "受け取りから7日以内、未使用品が対象",
      content:
        "受け取りの翌日から7日以内、商品と包装に傷みがなく再販売できる状態であれば、理由を問わず返品できます。\n\nオーダーメイド品、生鮮・要冷蔵品、開封済みのデジタル商品は対象外です。\n\n返品送料：品質不良の場合は当モールが、それ以外はお客様がご負担ください。",
    },
  },
  5: {
    en: {
      title: "When refunds arrive",
      summary: "To the original payment method, usually 1-7 working days",
      content:
        "Once the return is checked, the money goes back the way it came: wallets in 1-3 working days, bank cards in 3-7.\n\nA coupon used on the order comes back when the order closes (usable again while still valid).",
    },
    ja: {
      title: "返金のタイミング",
      summary: "お支払い方法へ返金、通常1-7営業日",
      content:
        "返品の検品後、お支払いと同じ方法で返金します：ウォレットは1-3営業日、銀行カードは3-7営業日。\n\nご利用のクーポンは注文のクローズ後に自動で戻ります（有効期限内なら再利用できます）。",
    },
  },
  6: {
    en: {
      title: "Quality problems and warranty",
      summary: "Exchange within 15 days, warranty per manufacturer",
      content:
        "A quality problem not caused by use within 15 days of delivery can be exchanged.\n\nAppliances and electronics carry the manufacturer's warranty; please keep the invoice and packaging.\n\nWhen asking for after-sales service, give the order number, what is wrong and a photo.",
    },
    ja: {
      title: "品質不良と保証",
      summary: "15日以内は交換、保証はメーカー規定",
      content:
        "受け取りから15日以内にお客様の過失によらない品質不良があれば交換できます。\n\n家電・デジタル製品はメーカー規定の保証があります。請求書と箱を保管してください。\n\nアフターサービスの申請には、注文番号、不具合の内容、写真をお送りください。",
    },
  },
  7: {
    en: {
      title: "Invoices",
      summary: "Electronic invoices available",
      content:
        'After the order completes, send the invoice title and tax number under "Consult"; we issue an electronic invoice within 3 working days and send it to you.',
    },
    ja: {
      title: "領収書の発行",
      summary: "電子領収書に対応",
      content:
        "注文完了後、「お問い合わせ」で宛名と税番号をお送りください。3営業日以内に電子領収書を発行してお送りします。",
    },
  },
  8: {
    en: {
      title: "Chat with us",
      summary: "Answered online 9:00-21:00 daily",
      content:
        'Leave a message under "Me - Consult"; our service team answers as soon as possible during opening hours, and you will see an unread mark.',
    },
    ja: {
      title: "オンライン相談",
      summary: "毎日9:00-21:00にオンラインで回答",
      content:
        "「マイページ - お問い合わせ」にメッセージを残してください。営業時間内にできるだけ早く回答し、未読マークでお知らせします。",
    },
  },
  9: {
    en: {
      title: "Service hotline",
      summary: "400-000-0000 (9:00-21:00)",
      content:
        'Service hotline: 400-000-0000\nHours: 9:00-21:00 daily\n\nYou can also leave a message under "Consult" and we will reply soon.',
    },
    ja: {
      title: "カスタマーサービス電話",
      summary: "400-000-0000（9:00-21:00）",
      content:
        "お問い合わせ電話：400-000-0000\n受付時間：毎日 9:00-21:00\n\n「お問い合わせ」にメッセージを残していただければ、すぐにお返事します。",
    },
  },
};
