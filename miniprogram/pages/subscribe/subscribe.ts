// /pages/subscribe/subscribe: the shop's notice sheet opens it (wx.miniProgram.navigateTo, ?tmpl= the
// shop's subscribe-message templates) after a 到货通知 or 降价通知. wx.requestSubscribeMessage needs a
// tap on a page of the mini-program, so the shopper taps "allow" here; each template accepted allows
// the shop one subscribe message (docs/decisions/046-notices.md). The page logs in with wx.login as
// the login page does (with the offline sandbox, ?login=sandbox: its code; the same account as the shop's web-view) and tells the server what was accepted
// (POST /api/v1/notices-push-consent), then goes back. Declining, or leaving, tells the server nothing.
import { currentLocale, translate } from "../../utils/i18n";
import { shopRequest } from "../../utils/api";
import { sandboxCode } from "../../utils/sandbox-login";
import { defaultLocale, queryValue, type Locale } from "../../utils/shop";

type Session = { id: number; token: string; token_expires_in: number };

const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The templates named in the query (at most three, as wx.requestSubscribeMessage takes). */
export function templatesFromQuery(value: string | undefined): string[] {
  return (queryValue(value) ?? "")
    .split(",")
    .filter((id) => TEMPLATE_ID.test(id))
    .slice(0, 3);
}

Page({
  data: { busy: false, message: "", texts: { text: "", allow: "", later: "" } },
  locale: defaultLocale as Locale,
  templates: [] as string[],
  sandbox: false,

  async onLoad(query: Record<string, string | undefined>) {
    this.locale = await currentLocale();
    const t = (key: Parameters<typeof translate>[1]) => translate(this.locale, key);
    this.setData({ texts: { text: t("subscribeText"), allow: t("subscribeAllow"), later: t("subscribeLater") } });
    wx.setNavigationBarTitle({ title: t("subscribeTitle") });
    this.templates = templatesFromQuery(query.tmpl);
    this.sandbox = query.login === "sandbox";
    if (!this.templates.length) void wx.navigateBack();
  },

  async allow() {
    this.setData({ busy: true, message: "" });
    try {
      const answer = (await wx.requestSubscribeMessage({ tmplIds: this.templates })) as unknown as Record<
        string,
        string
      >;
      const accepted = this.templates.filter((id) => answer[id] === "accept");
      if (accepted.length) {
        const code = this.sandbox ? sandboxCode() : (await wx.login()).code;
        const session = await shopRequest<Session>("/api/v1/weapp/authorizations", {
          method: "POST",
          locale: this.locale,
          data: { code },
        });
        await shopRequest("/api/v1/notices-push-consent", {
          method: "POST",
          locale: this.locale,
          token: session.token,
          data: { templateIds: accepted },
        });
      }
      await wx.navigateBack();
    } catch {
      this.setData({ busy: false, message: translate(this.locale, "subscribeFailed") });
    }
  },

  back() {
    void wx.navigateBack();
  },
});
