// The mini-program login, opened by the shop's login page (wx.miniProgram.navigateTo with ?redirect=
// and, with the offline sandbox, ?login=sandbox): wx.login's code -> POST /api/v1/weapp/authorizations
// -> a one-time code (POST /api/v1/weapp/web-codes) -> back to the shop page, whose web-view opens the
// web login with that code; the web page exchanges it for its own session. The mini-program's session
// never leaves this page: not stored, not in a URL.
import { handOff } from "../../utils/handoff";
import { sandboxCode } from "../../utils/sandbox-login";
import { currentLocale, translate } from "../../utils/i18n";
import { shopRequest } from "../../utils/api";
import { defaultLocale, queryValue, safePath, webLoginPath, type Locale } from "../../utils/shop";

type Session = { id: number; token: string; token_expires_in: number };
type WebCode = { code: string; expires_in: number };

Page({
  data: { status: "working" as "working" | "failed", message: "", texts: { signingIn: "", retry: "", back: "" } },
  locale: defaultLocale as Locale,
  /** Where the web page goes once logged in; none: the web login's own default. */
  redirect: undefined as string | undefined,
  sandbox: false,
  left: false,

  async onLoad(query: Record<string, string | undefined>) {
    const redirect = queryValue(query.redirect);
    this.redirect = redirect ? safePath(redirect) : undefined;
    this.sandbox = query.login === "sandbox";
    this.locale = await currentLocale();
    const t = (key: Parameters<typeof translate>[1]) => translate(this.locale, key);
    this.setData({ texts: { signingIn: t("signingIn"), retry: t("retry"), back: t("back") } });
    wx.setNavigationBarTitle({ title: t("loginTitle") });
    await this.signIn();
  },

  async signIn() {
    this.setData({ status: "working", message: "" });
    try {
      const code = this.sandbox ? sandboxCode() : (await wx.login()).code;
      const session = await shopRequest<Session>("/api/v1/weapp/authorizations", {
        method: "POST",
        locale: this.locale,
        data: { code },
      });
      const web = await shopRequest<WebCode>("/api/v1/weapp/web-codes", {
        method: "POST",
        locale: this.locale,
        token: session.token,
        data: {},
      });
      // The shopper went back meanwhile: the shop page has shown already and would open a stale code.
      if (this.left) return;
      handOff(webLoginPath(web.code, this.redirect));
      await wx.navigateBack();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : translate(this.locale, "loginFailed");
      this.setData({ status: "failed", message });
    }
  },

  onUnload() {
    this.left = true;
  },

  retry() {
    void this.signIn();
  },

  back() {
    void wx.navigateBack();
  },
});
