// The mini-program around the shop (docs/decisions/019-mini-program.md). Inside its <web-view> the
// page hands payment and login to the mini-program's own pages through the messaging app's JS-SDK
// (jweixin-module, the official 1.6.0 SDK from npm): wx.miniProgram.navigateTo / postMessage /
// getEnv. The SDK is imported on demand, and only when the user agent says mini-program, so it is a
// chunk of its own that no other page loads.
"use client";

export type MiniProgramApi = {
  navigateTo(options: { url: string }): void;
  navigateBack(options?: { delta?: number }): void;
  postMessage(options: { data: unknown }): void;
  getEnv(callback: (env: { miniprogram: boolean }) => void): void;
};

type SdkWindow = Window & { jWeixin?: { miniProgram?: MiniProgramApi } };

/** The user agent of a web-view inside the messaging app's mini-program (lib/auth/platform.ts agrees). */
export function isMiniProgramAgent(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && /miniProgram/i.test(userAgent);
}

/** How long to wait for the SDK's bridge to answer getEnv before giving up (it never answers outside the app). */
const BRIDGE_WAIT_MS = 3000;

let loading: Promise<MiniProgramApi | null> | null = null;

async function load(): Promise<MiniProgramApi | null> {
  await import("jweixin-module");
  const api = (window as SdkWindow).jWeixin?.miniProgram;
  if (!api) return null;
  // getEnv answers once the messaging app's bridge is ready; a look-alike user agent never gets there.
  const inside = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), BRIDGE_WAIT_MS);
    api.getEnv((env) => {
      clearTimeout(timer);
      resolve(Boolean(env.miniprogram));
    });
  });
  return inside ? api : null;
}

/** The mini-program's API when this page runs inside one, else null (a plain browser loads nothing). */
export function miniProgram(): Promise<MiniProgramApi | null> {
  if (typeof window === "undefined" || !isMiniProgramAgent(window.navigator.userAgent)) return Promise.resolve(null);
  loading ??= load().then((api) => {
    if (!api) loading = null;
    return api;
  });
  return loading;
}

/** `query` as a mini-program page URL's query string. */
const pageUrl = (page: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${page}?${search}` : page;
};

/**
 * Opens the mini-program's pay page with exactly the parameters the server signed for
 * wx.requestPayment, and the order, whose pay result the mini-program opens when it comes back.
 */
export async function openMiniProgramPay(params: Record<string, string>, orderId: number): Promise<boolean> {
  const api = await miniProgram();
  if (!api) return false;
  api.navigateTo({ url: pageUrl("/pages/pay/pay", { ...params, orderId: String(orderId) }) });
  return true;
}

/**
 * Opens the mini-program's login page; it logs in with wx.login and brings this web-view back to the
 * web login with a one-time code. With the offline sandbox it sends a sandbox code instead.
 */
export async function openMiniProgramLogin(redirect: string | undefined, sandbox: boolean): Promise<boolean> {
  const api = await miniProgram();
  if (!api) return false;
  const query = { ...(redirect ? { redirect } : {}), ...(sandbox ? { login: "sandbox" } : {}) };
  api.navigateTo({ url: pageUrl("/pages/login/login", query) });
  return true;
}

/**
 * Opens the mini-program's page that asks the shopper to accept the shop's subscribe-message templates
 * (wx.requestSubscribeMessage, one message per acceptance) and tells the server what was accepted.
 */
export async function openMiniProgramSubscribe(templateIds: string[], sandbox: boolean): Promise<boolean> {
  const api = await miniProgram();
  if (!api) return false;
  const query = { tmpl: templateIds.join(","), ...(sandbox ? { login: "sandbox" } : {}) };
  api.navigateTo({ url: pageUrl("/pages/subscribe/subscribe", query) });
  return true;
}
