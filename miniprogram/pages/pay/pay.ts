// /pages/pay/pay: the shop's pay screen opens it (wx.miniProgram.navigateTo) with the parameters the
// server signed for wx.requestPayment and the order id. It pays, then goes back; the shop page's
// web-view opens the order's pay result with the outcome, and that screen asks the server, which
// only trusts the provider's report. Cancelling (or leaving with the back button) leaves the order
// payable. The offline sandbox's parameters (its prepay id is the sandbox cashier's handle) get a
// simulated pay sheet instead, which decides through the sandbox as its web cashier does.
import { handOff } from "../../utils/handoff";
import { currentLocale, translate } from "../../utils/i18n";
import { shopRequest } from "../../utils/api";
import { outcomeOf, payRequestFromQuery, type PayRequest } from "../../utils/pay";
import { defaultLocale, payResultPath, sandboxHandle, type Locale, type PayOutcome } from "../../utils/shop";

Page({
  data: { status: "paying" as "paying" | "failed", message: "", texts: { paying: "", back: "" } },
  locale: defaultLocale as Locale,
  orderId: 0,
  done: false,

  async onLoad(query: Record<string, string | undefined>) {
    this.locale = await currentLocale();
    const t = (key: Parameters<typeof translate>[1]) => translate(this.locale, key);
    this.setData({ texts: { paying: t("paying"), back: t("back") } });
    wx.setNavigationBarTitle({ title: t("payTitle") });
    const parsed = payRequestFromQuery(query);
    if (!parsed) {
      this.setData({ status: "failed", message: t("payInvalid") });
      return;
    }
    this.orderId = parsed.orderId;
    const sandbox = sandboxHandle(parsed.request.package);
    this.finish(sandbox ? await this.sandboxSheet(sandbox) : await this.requestPayment(parsed.request));
  },

  async requestPayment(request: PayRequest): Promise<PayOutcome> {
    try {
      await wx.requestPayment(request);
      return "paid";
    } catch (error) {
      return outcomeOf(error);
    }
  },

  /** The sandbox's stand-in for the messaging app's pay sheet: the amount, pay or cancel. */
  async sandboxSheet(handle: { no: string; sig: string }): Promise<PayOutcome> {
    const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
      translate(this.locale, key, values);
    try {
      const cashier = await shopRequest<{ amount: number }>("/api/v1/sandbox-cashier", {
        method: "GET",
        locale: this.locale,
        data: handle,
      });
      const sheet = await wx.showModal({
        title: t("sandboxTitle"),
        content: t("sandboxContent", { amount: (cashier.amount / 100).toFixed(2) }),
        confirmText: t("sandboxPay"),
        cancelText: t("sandboxCancel"),
      });
      // Cancelling tells the provider nothing, as the messaging app's sheet does: the order stays payable.
      if (!sheet.confirm) return "cancel";
      await shopRequest("/api/v1/sandbox-decide", {
        method: "POST",
        locale: this.locale,
        data: { no: handle.no, sig: handle.sig, decision: "pay" },
      });
      return "paid";
    } catch {
      return "fail";
    }
  },

  finish(outcome: PayOutcome) {
    if (this.done) return;
    this.done = true;
    handOff(payResultPath(this.orderId, outcome, Date.now()));
    void wx.navigateBack();
  },

  // Leaving with the back button before paying is a cancel: the order screen still asks the server.
  onUnload() {
    if (this.done || !this.orderId) return;
    this.done = true;
    handOff(payResultPath(this.orderId, "cancel", Date.now()));
  },

  back() {
    void wx.navigateBack();
  },
});
