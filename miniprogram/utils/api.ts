// The shop's API from the mini-program (wx.request): the same rules as the web pages' client — 60 s
// timeout, the locale for translated messages, the error text from the body's `message`.
import { config } from "../config";
import { translate, type TextKey } from "./i18n";
import type { Locale } from "./shop";

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type RequestOptions = { method: "GET" | "POST"; locale: Locale; data?: Record<string, unknown>; token?: string };

export function shopRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const networkError: TextKey = "networkError";
  return new Promise((resolve, reject) => {
    wx.request({
      url: `${config.shopUrl}${path}`,
      method: options.method,
      data: options.data,
      timeout: 60_000,
      header: {
        "content-type": "application/json",
        "x-locale": options.locale,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      success: (res) => {
        if (res.statusCode >= 200 && res.statusCode < 300) return resolve(res.data as T);
        const body = (typeof res.data === "object" && res.data ? res.data : {}) as { code?: string; message?: string };
        reject(new ShopApiError(res.statusCode, body.code ?? "HTTP", body.message ?? `HTTP ${res.statusCode}`));
      },
      fail: () => reject(new ShopApiError(0, "NETWORK", translate(options.locale, networkError))),
    });
  });
}
