// GET /sw.js: the service worker (lib/pwa/sw-source.ts), versioned by the build id. Never cached by
// the HTTP cache, so the browser's update check always sees the deployed build.
// Test mode only: a salt read from MALL_DATA_DIR/sw-salt stands for "a new build was deployed"
// (e2e/pwa.spec.ts writes it to see the upgrade popup without a second build).
import fs from "node:fs";
import path from "node:path";
import { serviceWorkerSource } from "@/lib/pwa/sw-source";
import { BUILD_ID } from "@/lib/pwa/version";
import { DATA_DIR, env } from "@/lib/env";

export const dynamic = "force-dynamic";

function testSalt(): string {
  if (env().MALL_TEST_MODE !== "1") return "";
  try {
    return "+" + fs.readFileSync(path.join(DATA_DIR, "sw-salt"), "utf8").trim();
  } catch {
    return "";
  }
}

export function GET() {
  return new Response(serviceWorkerSource(BUILD_ID + testSalt()), {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache, no-store, must-revalidate",
      "service-worker-allowed": "/",
    },
  });
}
