// A mocked `wx` and a tiny page runner for the mini-program's pages under Vitest: Page() captures the
// page's options, instantiate() gives them `data` and `setData` as the framework does, and the wx
// functions the pages call are vi.fn()s answering like the real ones (promises when no callback is
// passed). The shop's API is a table of answers by "METHOD path".
import { vi } from "vitest";
import { config } from "../config";

export const SHOP = config.shopUrl;

type Answer = { statusCode: number; data: unknown };
type RequestCall = { method: string; url: string; data: unknown; header: Record<string, string> };

export function installWx(options: { language?: string; answers?: Record<string, Answer | Answer[]> } = {}) {
  const storage = new Map<string, unknown>();
  const answers = options.answers ?? {};
  const requests: RequestCall[] = [];
  const wx = {
    getSystemInfo: vi.fn(async () => ({ language: options.language ?? "zh_CN" })),
    setNavigationBarTitle: vi.fn(async () => ({})),
    login: vi.fn(async () => ({ code: "wx-login-code-1", errMsg: "login:ok" })),
    navigateBack: vi.fn(async () => ({})),
    requestPayment: vi.fn<(params: Record<string, string>) => Promise<{ errMsg: string }>>(async () => ({
      errMsg: "requestPayment:ok",
    })),
    showModal: vi.fn<(options: Record<string, string>) => Promise<{ confirm: boolean; cancel: boolean }>>(async () => ({
      confirm: true,
      cancel: false,
    })),
    requestSubscribeMessage: vi.fn<(options: { tmplIds: string[] }) => Promise<Record<string, string>>>(async (o) =>
      Object.fromEntries([["errMsg", "requestSubscribeMessage:ok"], ...o.tmplIds.map((id) => [id, "accept"])]),
    ),
    getStorageSync: vi.fn((key: string) => storage.get(key) ?? ""),
    setStorageSync: vi.fn((key: string, value: unknown) => void storage.set(key, value)),
    request: vi.fn(
      (req: {
        url: string;
        method: string;
        data?: unknown;
        header: Record<string, string>;
        success: (res: Answer) => void;
        fail: (err: { errMsg: string }) => void;
      }) => {
        const path = req.url.startsWith(SHOP) ? req.url.slice(SHOP.length) : req.url;
        requests.push({ method: req.method, url: path, data: req.data, header: req.header });
        const queued = answers[`${req.method} ${path}`];
        const answer = Array.isArray(queued) ? queued.shift() : queued;
        void Promise.resolve().then(() => (answer ? req.success(answer) : req.fail({ errMsg: "request:fail" })));
        return {};
      },
    ),
  };
  Object.assign(globalThis, { wx });
  return { wx, requests };
}

type PageOptions = Record<string, unknown> & { data?: Record<string, unknown> };
export type PageInstance = Record<string, unknown> & {
  data: Record<string, unknown>;
  setData(patch: Record<string, unknown>): void;
};

/** Loads page modules afresh (their shared modules, such as the hand-off, once for all of them). */
export async function loadPages(...paths: string[]): Promise<PageOptions[]> {
  vi.resetModules();
  const pages: PageOptions[] = [];
  Object.assign(globalThis, { Page: (options: PageOptions) => pages.push(options) });
  for (const path of paths) await import(path);
  return pages;
}

export function instantiate(options: PageOptions): PageInstance {
  const page = { ...options } as PageInstance;
  page.data = JSON.parse(JSON.stringify(options.data ?? {})) as Record<string, unknown>;
  page.setData = (patch) => Object.assign(page.data, patch);
  return page;
}

/** Calls a page method with the page as `this`, as the framework does. */
export function run(page: PageInstance, method: string, ...args: unknown[]): unknown {
  const fn = page[method];
  if (typeof fn !== "function") throw new Error(`the page has no ${method}`);
  return (fn as (...a: unknown[]) => unknown).apply(page, args);
}
