// An HTTP client for the suites that call a running server (tests/faults, tests/multiprocess, the crash
// test, the entry's tests, e2e/keep-alive.spec.ts): a keep-alive agent, as every real client has (Node's
// default agent, undici, the mini-program's wx.request, a load balancer's pool), so a server that closes
// a connection the client was told it could reuse fails here as it fails for them (issue 31). The e2e
// specs' API calls go through Playwright's request context, whose agents keep connections alive too.
import http from "node:http";

export type HttpAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body's bytes as they came (a compressed body stays compressed). */
  body: Buffer;
  /** The body parsed as JSON, or {} when it is not JSON. */
  json: <T = Record<string, unknown>>() => T;
  /** Which connection carried the request (the socket's local port): equal for a reused connection. */
  connection: number;
};

export type HttpRequest = {
  method?: string;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON (with its content type). */
  body?: unknown;
  timeoutMs?: number;
  /**
   * Sends the headers first and the body this many milliseconds later, as clients that stream a body
   * do (undici, browsers): a server answering before the body is in is then seen doing so.
   */
  splitBodyMs?: number;
};

/** A keep-alive client of `base` (`http://127.0.0.1:3000`) with at most `maxSockets` connections. */
export function keepAliveClient(base: string, options: { maxSockets?: number } = {}) {
  // Node's own default agent's settings (http.globalAgent): with a socket timeout set, the agent heeds the
  // server's `Keep-Alive: timeout=5` and lets an idle connection go a second before the server closes it.
  // Without one it kept idle connections for ever and, 5 s after a burst, sent the next request down a
  // connection the server was closing (ECONNRESET): a race of this client, which no real one has.
  const agent = new http.Agent({
    keepAlive: true,
    timeout: 5000,
    scheduling: "lifo",
    maxSockets: options.maxSockets ?? 16,
  });
  const origin = new URL(base);
  const request = (path: string, init: HttpRequest = {}): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined;
      if (typeof init.body === "string") body = init.body;
      else if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      // A declared length of the caller's own (a body announced longer than it is) is kept.
      if (body !== undefined) headers["content-length"] ??= String(Buffer.byteLength(body));
      const req = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          path,
          method: init.method ?? (body === undefined ? "GET" : "POST"),
          headers,
          agent,
          timeout: init.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString("utf8");
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              body: bytes,
              json: <T>() => {
                try {
                  return JSON.parse(text) as T;
                } catch {
                  return {} as T;
                }
              },
              connection: req.socket?.localPort ?? 0,
            });
          });
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${init.timeoutMs ?? 60_000} ms`)));
      req.on("error", reject);
      if (init.splitBodyMs === undefined || body === undefined) req.end(body);
      else {
        req.flushHeaders();
        setTimeout(() => req.end(body), init.splitBodyMs);
      }
    });
  return { request, agent, close: () => agent.destroy() };
}

export type KeepAliveClient = ReturnType<typeof keepAliveClient>;
