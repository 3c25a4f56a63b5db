// A stand-in for the messaging app's server API on loopback (WECHAT_API_BASE points at it): the stable
// access token and the JS-SDK ticket, each answered after a delay (so racing callers really overlap),
// counting every fetch — what the share tests count to prove the processes fetch once between them —
// and the mini-program's subscribe messages (what the notice tests count).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeWechat = {
  base: string;
  counts: { token: number; ticket: number };
  /** The tokens handed out so far stop working (as a secret reset would do). */
  revokeTokens(): void;
  /** While true, every request fails with a 502. */
  failing: boolean;
  /** While set, a JS-SDK ticket is answered only once this settles (after the delay). */
  ticketHold: Promise<unknown> | null;
  /** The subscribe messages it took (/cgi-bin/message/subscribe/send), with the token each came with. */
  subscribeSends: { token: string; body: Record<string, unknown> }[];
  /** While set, a subscribe message with a valid token is answered with this errcode (43101: no acceptance). */
  subscribeErrcode: number;
  close(): Promise<void>;
};

export async function startFakeWechat(options: {
  appId: string;
  secret: string;
  delayMs?: number;
}): Promise<FakeWechat> {
  const delay = options.delayMs ?? 150;
  const valid = new Set<string>();
  let tokens = 0;
  let tickets = 0;
  const fake = {
    counts: { token: 0, ticket: 0 },
    failing: false,
    ticketHold: null as Promise<unknown> | null,
    subscribeSends: [] as { token: string; body: Record<string, unknown> }[],
    subscribeErrcode: 0,
    revokeTokens: () => valid.clear(),
  };
  const answer = (res: http.ServerResponse, body: unknown, status = 200) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      setTimeout(async () => {
        if (url.pathname === "/cgi-bin/ticket/getticket") await fake.ticketHold;
        if (fake.failing) return answer(res, { errcode: -1, errmsg: "system busy" }, 502);
        if (req.method === "POST" && url.pathname === "/cgi-bin/stable_token") {
          fake.counts.token++;
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, string>;
          if (body.appid !== options.appId || body.secret !== options.secret || body.grant_type !== "client_credential")
            return answer(res, { errcode: 40013, errmsg: "invalid appid" });
          const token = `token-${++tokens}`;
          valid.add(token);
          return answer(res, { access_token: token, expires_in: 7200 });
        }
        if (req.method === "GET" && url.pathname === "/cgi-bin/ticket/getticket") {
          fake.counts.ticket++;
          if (url.searchParams.get("type") !== "jsapi") return answer(res, { errcode: 40097, errmsg: "invalid args" });
          if (!valid.has(url.searchParams.get("access_token") ?? ""))
            return answer(res, { errcode: 40001, errmsg: "invalid credential" });
          return answer(res, { errcode: 0, errmsg: "ok", ticket: `ticket-${++tickets}`, expires_in: 7200 });
        }
        if (req.method === "POST" && url.pathname === "/cgi-bin/message/subscribe/send") {
          const token = url.searchParams.get("access_token") ?? "";
          if (!valid.has(token)) return answer(res, { errcode: 40001, errmsg: "invalid credential" });
          if (fake.subscribeErrcode) return answer(res, { errcode: fake.subscribeErrcode, errmsg: "refused" });
          fake.subscribeSends.push({ token, body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") });
          return answer(res, { errcode: 0, errmsg: "ok" });
        }
        answer(res, { errcode: 404, errmsg: "not found" }, 404);
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
