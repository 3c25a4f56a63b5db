// The shop page: the shop's web pages in a <web-view>, in the messaging app's language. A share card
// opens the index or the goods page that was shown (?path=). The login and pay pages hand it the
// page to open when they go back (utils/handoff.ts): the web login with its one-time code, or the
// order's pay result.
import { config } from "../../config";
import { currentLocale, translate } from "../../utils/i18n";
import { takeHandOff } from "../../utils/handoff";
import { defaultLocale, queryValue, sharePath, shopPageUrl, type Locale } from "../../utils/shop";

Page({
  data: { src: "" },
  locale: defaultLocale as Locale,

  async onLoad(query: Record<string, string | undefined>) {
    this.locale = await currentLocale();
    this.open(queryValue(query.path) ?? "/");
  },

  onShow() {
    const path = takeHandOff();
    if (path) this.open(path);
  },

  open(path: string) {
    this.setData({ src: shopPageUrl(config.shopUrl, this.locale, path) });
  },

  onShareAppMessage(options: WechatMiniprogram.Page.IShareAppMessageOption) {
    return { title: translate(this.locale, "appName"), path: sharePath(config.shopUrl, options.webViewUrl) };
  },
});
