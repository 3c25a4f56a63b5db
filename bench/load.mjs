#!/usr/bin/env node
// The load generator of `npm run bench`, run by bench/run.ts on its own core (taskset). Takes the path
// of a JSON file { url, scenario, connections, duration, warmup, bytes?, productIds?, skuIds?, buyers?,
// paths? } and prints autocannon's summary as JSON, after a line {"measuring":true} when the measured
// run starts (bench/run.ts samples the servers' CPU time there). Scenarios rotate their requests so the server sees a
// realistic spread, not one URL:
//   list      GET  /api/v1/products?pageIndex=1..50&pageSize=20
//   detail    GET  /api/v1/products-detail?id=<productIds in turn>
//   search    POST /api/v1/products-search with Chinese (2 and 3+ characters) and English keywords
//   cart-add  POST /api/v1/cart-add, buyer k % B adds one unit of SKU floor(k / B) % S (a line grows
//             by one per round, far below its limit of 99 within a run)
//   checkout  POST /api/v1/create-order-now, one unit, buyers and SKUs in turn
//   callback  GET  the sandbox's signed "paid" notifications of pending payments (`paths`), each once
//             (the bench makes more than the run can send)
//   constant  GET  /api/bench-constant?bytes=N
import fs from "node:fs";
import autocannon from "autocannon";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

const SEARCH_KEYWORDS = [
  "手机",
  "耳机",
  "智能手机",
  "蓝牙耳机",
  "phone",
  "coffee",
  "空气炸锅",
  "茶",
  "Tea",
  "shoes",
  "巧克力",
  "面霜",
];
const LIST_PAGES = 50;

function scenario(name) {
  let i = 0;
  if (name === "list") {
    return {
      method: "GET",
      setupRequest: (req) => ({ ...req, path: `/api/v1/products?pageIndex=${(i++ % LIST_PAGES) + 1}&pageSize=20` }),
    };
  }
  if (name === "search") {
    return {
      method: "POST",
      headers: { "content-type": "application/json" },
      setupRequest: (req) => ({
        ...req,
        path: "/api/v1/products-search",
        body: JSON.stringify({ keyword: SEARCH_KEYWORDS[i++ % SEARCH_KEYWORDS.length], pageIndex: 1, pageSize: 20 }),
      }),
    };
  }
  if (name === "detail") {
    const ids = config.productIds;
    return {
      method: "GET",
      setupRequest: (req) => ({ ...req, path: `/api/v1/products-detail?id=${ids[i++ % ids.length]}` }),
    };
  }
  if (name === "cart-add" || name === "checkout") {
    const { buyers, skuIds } = config;
    return {
      method: "POST",
      setupRequest: (req) => {
        const k = i++;
        const buyer = buyers[k % buyers.length];
        const skuId = skuIds[Math.floor(k / buyers.length) % skuIds.length];
        const body = name === "cart-add" ? { skuId, quantity: 1 } : { addressId: buyer.addressId, skuId, quantity: 1 };
        return {
          ...req,
          path: name === "cart-add" ? "/api/v1/cart-add" : "/api/v1/create-order-now",
          headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
          body: JSON.stringify(body),
        };
      },
    };
  }
  if (name === "callback") {
    const { paths } = config;
    return { method: "GET", setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) };
  }
  if (name === "constant")
    return { method: "GET", setupRequest: (req) => ({ ...req, path: `/api/bench-constant?bytes=${config.bytes}` }) };
  throw new Error(`unknown scenario ${name}`);
}

// One scenario (and its rotation) for warm-up and measured run: the callbacks are never sent twice.
const shared = scenario(config.scenario);

function run(duration) {
  const { method, headers, setupRequest } = shared;
  return autocannon({
    url: config.url,
    connections: config.connections,
    duration,
    method,
    headers,
    requests: [{ setupRequest }],
  });
}

const warmup = config.warmup > 0 ? await run(config.warmup) : null;
console.log(JSON.stringify({ measuring: true }));
const result = await run(config.duration);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    warmupRequests: warmup?.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }),
);
