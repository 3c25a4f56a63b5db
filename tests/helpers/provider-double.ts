// The provider double (scripts/provider-double) for the API suites: started as its own process on
// loopback, like a real gateway, with the app's notify routes served over HTTP on loopback too so its
// notifications arrive as a provider's do. Call both before the app's modules are imported (the
// payment variables are read once): `Object.assign(process.env, double.env, { PUBLIC_BASE_URL })`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { AddressInfo } from "node:net";

export type ProviderDouble = {
  url: string;
  env: Record<string, string>;
  alipaySn: { app: string; alipay: string; root: string };
  /** A control or simulated-payer call to the double (JSON in, JSON out). */
  post: <T = Record<string, unknown>>(path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");
const children = new Set<ChildProcess>();
process.once("exit", () => children.forEach((c) => c.kill("SIGKILL")));

export async function startProviderDouble(
  options: { wechat?: string; alipay?: string; retries?: number[]; expiredMerchantCert?: boolean } = {},
): Promise<ProviderDouble> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "provider-double-"));
  const args = [
    path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
    path.join(root, "scripts", "provider-double", "main.ts"),
    "--out",
    out,
    "--wechat",
    options.wechat ?? "public-key",
    "--alipay",
    options.alipay ?? "certificate",
    "--retries",
    (options.retries ?? [300, 600]).join(","),
    ...(options.expiredMerchantCert ? ["--expired-merchant-cert"] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], cwd: root });
  children.add(child);
  const line = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`provider double exited (${code})`)));
  });
  const started = JSON.parse(line) as Pick<ProviderDouble, "url" | "env" | "alipaySn">;
  return {
    ...started,
    async post<T>(target: string, body?: unknown) {
      const res = await fetch(`${started.url}${target}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as T };
    },
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      children.delete(child);
      fs.rmSync(out, { recursive: true, force: true });
    },
  };
}

type RouteHandler = (req: Request) => Promise<Response>;

/**
 * The app's routes on a loopback HTTP server (route path -> a loader of its handler, imported on the
 * first request, after the test set the environment). Keep-alive, as a provider's client would be.
 */
export async function serveRoutes(
  routes: Record<string, () => Promise<{ POST?: RouteHandler; GET?: RouteHandler }>>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const load = routes[url.pathname];
        const route = load ? await load() : null;
        const handle = route?.[req.method === "POST" ? "POST" : "GET"];
        if (!handle) return res.writeHead(404).end();
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const body = Buffer.concat(chunks);
        const answer = await handle(
          new Request(`http://localhost${req.url}`, {
            method: req.method,
            headers,
            body: req.method === "POST" ? body : undefined,
          }),
        );
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` returns a value that is not undefined (polling), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
