#!/usr/bin/env node
// The load generator of `npm run bench`, run by bench/run.ts on its own core (taskset). Takes one JSON
// argument { url, scenario, connections, duration, warmup, bytes? } and prints autocannon's summary
// as JSON. Scenarios rotate their requests so the server sees a realistic spread, not one URL:
//   list      GET  /api/v1/products?pageIndex=1..50&pageSize=20
//   search    POST /api/v1/products-search with Chinese (2 and 3+ characters) and English keywords
//   constant  GET  /api/bench-constant?bytes=N
import autocannon from "autocannon";

const config = JSON.parse(process.argv[2]);

const SEARCH_KEYWORDS = ["手机", "耳机", "智能手机", "蓝牙耳机", "phone", "coffee", "空气炸锅", "茶", "Tea", "shoes", "巧克力", "面霜"];
const LIST_PAGES = 50;

function scenario(name) {
  let i = 0;
  if (name === "list") {
    return { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/v1/products?pageIndex=${(i++ % LIST_PAGES) + 1}&pageSize=20` }) };
  }
  if (name === "search") {
    return {
      method: "POST",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({ ...req, path: "/api/v1/products-search", body: JSON.stringify({ keyword: SEARCH_KEYWORDS[i++ % SEARCH_KEYWORDS.length], pageIndex: 1, pageSize: 20 }) }),
    };
  }
  if (name === "constant") return { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/bench-constant?bytes=${config.bytes}` }) };
  throw new Error(`unknown scenario ${name}`);
}

function run(duration) {
  const { method, headers, setupRequest } = scenario(config.scenario);
  return autocannon({ url: config.url, connections: config.connections, duration, method, headers, requests: [{ setupRequest }] });
}

if (config.warmup > 0) await run(config.warmup);
const result = await run(config.duration);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }),
);
