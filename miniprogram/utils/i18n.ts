// The mini-program's own few texts, in the shop's four locales (the web pages carry theirs in
// messages/*.json; a mini-program cannot read files outside its folder). The tests check that every
// locale has every key.
import { defaultLocale, localeFromLanguage, type Locale } from "./shop";

const texts = {
  "zh-Hans": {
    appName: "商城",
    loginTitle: "微信登录",
    signingIn: "正在用微信登录…",
    loginFailed: "登录失败",
    retry: "重试",
    back: "返回",
    payTitle: "支付",
    paying: "正在支付…",
    payInvalid: "支付参数无效，请返回订单重试",
    sandboxTitle: "模拟支付",
    sandboxContent: "应付 ¥{amount}。这是沙箱：不会扣款。",
    sandboxPay: "支付",
    sandboxCancel: "取消",
    subscribeTitle: "消息提醒",
    subscribeText: "到货、降价、订单与拼团消息，也通过微信通知你？每次同意可收到一条。",
    subscribeAllow: "允许通知",
    subscribeLater: "暂不",
    subscribeFailed: "未能保存你的选择，稍后在订阅时可再次允许",
    networkError: "网络貌似不太好,请检查网络",
  },
  "zh-Hant": {
    appName: "商城",
    loginTitle: "微信登入",
    signingIn: "正在用微信登入…",
    loginFailed: "登入失敗",
    retry: "重試",
    back: "返回",
    payTitle: "支付",
    paying: "正在支付…",
    payInvalid: "支付參數無效，請返回訂單重試",
    sandboxTitle: "模擬支付",
    sandboxContent: "應付 ¥{amount}。這是沙盒：不會扣款。",
    sandboxPay: "支付",
    sandboxCancel: "取消",
    subscribeTitle: "訊息提醒",
    subscribeText: "到貨、降價、訂單與拼團訊息，也透過微信通知你？每次同意可收到一則。",
    subscribeAllow: "允許通知",
    subscribeLater: "暫不",
    subscribeFailed: "未能儲存你的選擇，稍後訂閱時可再次允許",
    networkError: "網絡貌似不太好,請檢查網絡",
  },
  en: {
    appName: "The Mall",
    loginTitle: "WeChat login",
    signingIn: "Logging in with WeChat…",
    loginFailed: "Login failed",
    retry: "Retry",
    back: "Back",
    payTitle: "Pay",
    paying: "Paying…",
    payInvalid: "The payment details are invalid. Go back to the order and try again.",
    sandboxTitle: "Simulated payment",
    sandboxContent: "Amount due ¥{amount}. This is the sandbox: no money is charged.",
    sandboxPay: "Pay",
    sandboxCancel: "Cancel",
    subscribeTitle: "Notifications",
    subscribeText:
      "Also tell you in WeChat when something is back, cheaper, shipped or your group fills? Each time you allow it, one message can be sent.",
    subscribeAllow: "Allow",
    subscribeLater: "Not now",
    subscribeFailed: "Your choice could not be saved; you can allow it again next time you subscribe.",
    networkError: "The network seems poor. Please check your connection.",
  },
  ja: {
    appName: "モール",
    loginTitle: "WeChat ログイン",
    signingIn: "WeChat でログインしています…",
    loginFailed: "ログインできませんでした",
    retry: "再試行",
    back: "戻る",
    payTitle: "支払い",
    paying: "支払い処理中…",
    payInvalid: "支払い情報が無効です。注文に戻ってもう一度お試しください。",
    sandboxTitle: "模擬支払い",
    sandboxContent: "お支払い額 ¥{amount}。サンドボックスのため請求されません。",
    sandboxPay: "支払う",
    sandboxCancel: "キャンセル",
    subscribeTitle: "通知",
    subscribeText: "入荷・値下げ・発送・グループ成立を WeChat でもお知らせしますか？許可するたびに 1 件届きます。",
    subscribeAllow: "許可する",
    subscribeLater: "今はしない",
    subscribeFailed: "選択を保存できませんでした。次に登録するときにもう一度許可できます。",
    networkError: "ネットワークの状態が良くないようです。接続を確認してください。",
  },
} satisfies Record<Locale, Record<string, string>>;

export type TextKey = keyof (typeof texts)[typeof defaultLocale];
export const allTexts: Record<Locale, Record<TextKey, string>> = texts;

export function translate(locale: Locale, key: TextKey, values: Record<string, string> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

let systemLocale: Promise<Locale> | null = null;

/** The shop's locale for the messaging app's language, asked once (wx.getSystemInfo). */
export function currentLocale(): Promise<Locale> {
  systemLocale ??= wx
    .getSystemInfo()
    .then((info) => localeFromLanguage(info.language))
    .catch(() => defaultLocale);
  return systemLocale;
}
