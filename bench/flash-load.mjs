#!/usr/bin/env node
// The flash sale's crowd (bench/flash.ts runs it on its own core): every buyer presses the buy button
// once, all at the sale's start second by the server's clock, each from its own loopback address
// (127.1.x.y: no per-address limit is shared), over a connection opened seconds earlier by a press the
// server refused (not started yet). Meanwhile a few shoppers keep browsing the product list. Takes the path of a JSON file
//   { targets: [base URL, ...], saleId, startsAt (server ms), buyers: [{ token }], listConnections }
// and prints one JSON line: every press's status, error code and milliseconds, and the product list's
// latencies during the sale.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const { targets, saleId, startsAt, buyers } = config;
const LIST_PAGES = 20;

/** The buyer's own source address: 127.1.0.1 … 127.1.7.250 for 2,000 buyers. */
const sourceOf = (i) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

function request(agent, base, method, path, headers = {}, body) {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, headers },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let code;
          try {
            code = JSON.parse(text).code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode, code, ms: performance.now() - started, end: performance.now() });
        });
      },
    );
    req.on("error", (error) =>
      resolve({ status: 0, code: error.code, ms: performance.now() - started, end: performance.now() }),
    );
    req.end(body);
  });
}

/** The server's clock minus ours, from the round trip with the smallest delay (as the shop's client does). */
async function clockOffset() {
  const agent = new http.Agent({ keepAlive: true });
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 5; i++) {
    const sent = Date.now();
    const text = await new Promise((resolve, reject) => {
      http
        .get(new URL("/api/v1/flash-sales", targets[0]), { agent }, (res) => {
          let s = "";
          res.on("data", (c) => (s += c));
          res.on("end", () => resolve(s));
        })
        .on("error", reject);
    });
    const received = Date.now();
    const { serverTime } = JSON.parse(text);
    if (received - sent < best.rtt) best = { rtt: received - sent, offset: serverTime - (sent + received) / 2 };
  }
  agent.destroy();
  return best.offset;
}

const sleepUntil = (localMs) => new Promise((r) => setTimeout(r, Math.max(0, localMs - Date.now())));

const offset = await clockOffset();
const startLocal = startsAt - offset;
const agents = buyers.map(
  (_, i) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: sourceOf(i), keepAliveMsecs: 1000 }),
);
const targetOf = (i) => targets[i % targets.length];

const press = (i, b) =>
  request(
    agents[i],
    targetOf(i),
    "POST",
    `/api/v1/flash-buy/${saleId}`,
    {
      authorization: `Bearer ${b.token}`,
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
      "x-locale": "zh-Hans",
    },
    JSON.stringify({ quantity: 1 }),
  );

// Seconds early every buyer presses once (impatient, or a bot): the server's clock refuses it, and the
// connection stays open for the press at the start.
await sleepUntil(startLocal - (config.earlyMs ?? 8000));
const early = [];
for (let i = 0; i < buyers.length; i += 500)
  early.push(...(await Promise.all(buyers.slice(i, i + 500).map((b, k) => press(i + k, b)))));
const earlyDoneBeforeStartMs = startLocal - Date.now();

// Browsing goes on meanwhile: closed-loop product list readers, from a second before the start.
const listAgent = new http.Agent({ keepAlive: true });
const list = [];
let browsing = true;
await sleepUntil(startLocal - 1000);
const readers = Array.from({ length: config.listConnections ?? 4 }, async (_, r) => {
  for (let n = r; browsing; n += config.listConnections ?? 4) {
    const at = performance.now();
    const res = await request(
      listAgent,
      targets[n % targets.length],
      "GET",
      `/api/v1/products?pageIndex=${(n % LIST_PAGES) + 1}&pageSize=20`,
    );
    list.push({ at, ms: res.ms, status: res.status });
  }
});

await sleepUntil(startLocal);
const firedWall = Date.now();
const fired = performance.now();
const presses = await Promise.all(buyers.map((b, i) => press(i, b)));
const lastAnswer = Math.max(...presses.map((p) => p.end));
await new Promise((r) => setTimeout(r, 300));
browsing = false;
await Promise.all(readers);
for (const agent of agents) agent.destroy();
listAgent.destroy();

const during = list.filter((l) => l.at >= fired && l.at <= lastAnswer);
console.log(
  JSON.stringify({
    offsetMs: offset,
    firedLateMs: firedWall - startLocal,
    earlyDoneBeforeStartMs,
    spanMs: lastAnswer - fired,
    early: early.map(({ status, code, ms }) => ({ status, code, ms })),
    presses: presses.map(({ status, code, ms }) => ({ status, code, ms })),
    list: during.map(({ ms, status }) => ({ ms, status })),
  }),
);
