// The legal pages' starting texts in the four languages (docs/decisions/033-go-live.md): what a shop
// shows until its owner saves their own, and what the console's editor starts from. They name the shop,
// its contact and return address, and the return windows this server actually applies
// (RETURN_WINDOW_DAYS, QUALITY_RETURN_WINDOW_DAYS), so the returns policy says what after-sales does.
// A starting point the owner is asked to review (the launch checklist), not legal advice.
// Format: paragraphs split by blank lines; a line starting with "# " is a heading (./legal.ts).
import type { Locale } from "@/lib/i18n/routing";
import type { LegalKind } from "@/lib/validation/shop";

export type LegalFacts = {
  shop: string;
  contact: string;
  returnAddress: string;
  returnDays: number;
  qualityDays: number;
};

type Template = (f: LegalFacts) => string;

const zhHans: Record<LegalKind, Template> = {
  terms: (f) => `# 服务条款

欢迎光临${f.shop}。您在本店浏览、注册或下单，即表示您同意以下条款。

# 账户
请妥善保管您的密码与验证码。以您的账户进行的操作视为您本人所为。

# 订单与价格
商品价格、运费与优惠以下单时确认页所示为准。订单在您完成支付后成立；未在支付时限内支付的订单将自动关闭，库存与优惠券随之退回。

# 配送与收货
我们按您填写的收货地址发货。请在签收时检查包裹。

# 退换货
退换货按本店的《退换货政策》办理。

# 联系我们
${f.contact}`,
  privacy: (f) => `# 隐私政策

${f.shop}只收集为您提供服务所需的信息：账户信息（用户名、手机号）、收货信息（收货人、电话、地址）、订单与支付记录，以及您主动提交的咨询、评价与图片。

# 使用
这些信息用于处理订单、配送、售后、登录验证与回答您的咨询，不会出售给任何第三方。支付由您选择的支付机构处理，本店不保存您的银行卡信息。

# 保存与删除
订单记录按法律要求保存。您可以在“设置”中注销账户；注销后，您的个人信息将被删除或匿名化。

# 联系我们
如对个人信息有任何疑问，请联系：${f.contact}`,
  returns: (f) => `# 退换货政策

签收后 ${f.returnDays} 天内，未使用且不影响二次销售的商品可申请无理由退货。

商品存在质量问题、发错或漏发的，签收后 ${f.qualityDays} 天内可申请退货，往返运费由本店承担。

# 如何申请
在“我的订单”中选择订单并申请售后，选择退货的商品与原因。审核通过后，请将商品寄回：
${f.returnAddress}

# 退款
退款按原支付方式退回。未发货的订单申请退款将立即办理。

# 联系我们
${f.contact}`,
};

const zhHant: Record<LegalKind, Template> = {
  terms: (f) => `# 服務條款

歡迎光臨${f.shop}。您在本店瀏覽、註冊或下單，即表示您同意以下條款。

# 帳戶
請妥善保管您的密碼與驗證碼。以您的帳戶進行的操作視為您本人所為。

# 訂單與價格
商品價格、運費與優惠以下單時確認頁所示為準。訂單在您完成付款後成立；未在付款時限內付款的訂單將自動關閉，庫存與優惠券隨之退回。

# 配送與收貨
我們按您填寫的收貨地址出貨。請在簽收時檢查包裹。

# 退換貨
退換貨按本店的《退換貨政策》辦理。

# 聯絡我們
${f.contact}`,
  privacy: (f) => `# 私隱政策

${f.shop}只收集為您提供服務所需的資料：帳戶資料（用戶名、手機號碼）、收貨資料（收貨人、電話、地址）、訂單與付款紀錄，以及您主動提交的諮詢、評價與圖片。

# 使用
這些資料用於處理訂單、配送、售後、登入驗證與回覆您的諮詢，不會出售予任何第三方。付款由您選擇的支付機構處理，本店不保存您的銀行卡資料。

# 保存與刪除
訂單紀錄按法律要求保存。您可以在「設定」中註銷帳戶；註銷後，您的個人資料將被刪除或匿名化。

# 聯絡我們
如對個人資料有任何疑問，請聯絡：${f.contact}`,
  returns: (f) => `# 退換貨政策

簽收後 ${f.returnDays} 天內，未使用且不影響再次銷售的商品可申請無理由退貨。

商品有品質問題、寄錯或漏寄的，簽收後 ${f.qualityDays} 天內可申請退貨，來回運費由本店承擔。

# 如何申請
在「我的訂單」中選擇訂單並申請售後，選擇退貨的商品與原因。審核通過後，請將商品寄回：
${f.returnAddress}

# 退款
退款按原付款方式退回。未出貨的訂單申請退款將立即辦理。

# 聯絡我們
${f.contact}`,
};

const en: Record<LegalKind, Template> = {
  terms: (f) => `# Terms of service

Welcome to ${f.shop}. By browsing, registering or ordering here you agree to these terms.

# Your account
Keep your password and verification codes to yourself. What is done with your account counts as done by you.

# Orders and prices
Prices, shipping and discounts are those shown on the confirmation page when you order. An order stands once you have paid; an order not paid within the payment window closes by itself, and its stock and coupon are returned.

# Delivery
We ship to the address you give. Please check the parcel when you receive it.

# Returns
Returns and refunds follow our returns policy.

# Contact
${f.contact}`,
  privacy: (f) => `# Privacy policy

${f.shop} collects only what it needs to serve you: your account (username, mobile number), delivery details (receiver, phone, address), your orders and payments, and the questions, reviews and pictures you send us.

# Use
We use them to handle your orders, delivery, after-sales, sign-in codes and your questions, and never sell them to anyone. Payments are handled by the payment provider you choose; we do not keep your card details.

# Keeping and deleting
Order records are kept as the law requires. You can close your account under Settings; your personal data is then deleted or anonymised.

# Contact
Questions about your data: ${f.contact}`,
  returns: (f) => `# Returns policy

Within ${f.returnDays} days of receipt you may return unused goods in a resaleable condition for any reason.

Goods with a quality problem, or sent wrongly or incompletely, may be returned within ${f.qualityDays} days of receipt; we pay the shipping both ways.

# How to return
In My orders, choose the order and apply for after-sales with the items and the reason. Once approved, send the goods to:
${f.returnAddress}

# Refunds
Refunds go back the way you paid. An order not yet shipped is refunded at once.

# Contact
${f.contact}`,
};

const ja: Record<LegalKind, Template> = {
  terms: (f) => `# 利用規約

${f.shop}へようこそ。本ストアの閲覧・登録・ご注文により、以下の規約に同意したものとみなします。

# アカウント
パスワードと認証コードは大切に管理してください。お客様のアカウントで行われた操作はお客様ご本人によるものとみなします。

# ご注文と価格
商品価格・送料・割引は、ご注文時の確認画面に表示されたものが適用されます。ご注文はお支払いの完了をもって成立し、支払期限内にお支払いのないご注文は自動的にキャンセルされ、在庫とクーポンは戻されます。

# 配送
ご指定の住所へお届けします。受け取りの際に荷物をご確認ください。

# 返品・交換
返品・交換は当店の返品ポリシーに従います。

# お問い合わせ
${f.contact}`,
  privacy: (f) => `# プライバシーポリシー

${f.shop}は、サービスの提供に必要な情報のみを収集します：アカウント情報（ユーザー名、携帯電話番号）、配送情報（受取人、電話番号、住所）、ご注文とお支払いの記録、お客様が送信したお問い合わせ・レビュー・画像。

# 利用目的
これらの情報は、ご注文の処理、配送、アフターサービス、ログイン認証、お問い合わせへの回答に利用し、第三者に販売することはありません。お支払いはお客様が選択した決済事業者が処理し、当店はカード情報を保存しません。

# 保存と削除
注文記録は法令に従い保存します。「設定」からアカウントを削除でき、削除後、個人情報は削除または匿名化されます。

# お問い合わせ
個人情報に関するお問い合わせ：${f.contact}`,
  returns: (f) => `# 返品ポリシー

商品到着後 ${f.returnDays} 日以内であれば、未使用で再販可能な商品は理由を問わず返品できます。

品質不良・誤送・欠品の場合は、到着後 ${f.qualityDays} 日以内に返品でき、往復の送料は当店が負担します。

# 返品の方法
「注文履歴」から注文を選び、返品する商品と理由を選んでアフターサービスを申請してください。承認後、商品を以下へお送りください：
${f.returnAddress}

# 返金
返金はお支払い時と同じ方法で行います。未発送のご注文は直ちに返金します。

# お問い合わせ
${f.contact}`,
};

const templates: Record<Locale, Record<LegalKind, Template>> = { "zh-Hans": zhHans, "zh-Hant": zhHant, en, ja };

/** The starting text of a legal page in `locale`, with the shop's facts filled in. */
export function defaultLegalText(kind: LegalKind, locale: Locale, facts: LegalFacts): string {
  return templates[locale][kind](facts);
}
