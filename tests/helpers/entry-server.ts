// The server entry (lib/server/entry.ts) on a free port with a stand-in for Next that records what
// reached it and answers after reading the whole body, for the entry's unit tests over real HTTP.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { BuildAssets } from "@/lib/server/build-assets";
import { createEntryServer, type Framework } from "@/lib/server/entry";

export type Reached = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

export async function startEntry(
  options: {
    limits?: { headersTimeoutMs: number; requestTimeoutMs: number };
    next?: Framework;
    assets?: BuildAssets;
  } = {},
) {
  const reached: Reached[] = [];
  const next: Framework =
    options.next ??
    ((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        reached.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ size: Buffer.byteLength(body) }));
      });
    });
  const server = createEntryServer({
    limits: options.limits ?? { headersTimeoutMs: 5000, requestTimeoutMs: 10_000 },
    next,
    assets: options.assets,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    reached,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
