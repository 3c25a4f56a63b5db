import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { headerRules } from "./lib/security-headers";

// Messages are precompiled at build time (next-intl's catalog loader with icu-minify), so the browser
// gets no ICU parser: about 9 kB gzipped less on every page. Tests and scripts outside Next read the
// same JSON files raw and format them with the full parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// One id per `next build`: it versions the service worker (lib/pwa/version.ts), so an open app notices a
// new deployment. MALL_BUILD_ID pins it (e.g. the commit) for reproducible builds.
const buildId = process.env.MALL_BUILD_ID ?? `b${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  env: { MALL_BUILD_ID: buildId },
  generateBuildId: () => buildId,
  // Native and Wasm-backed packages stay outside the server bundle.
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "pg",
    "@prisma/adapter-pg",
    "@prisma/client",
    // One metrics registry per process, shared by the server entry and every route bundle (lib/metrics.ts).
    "prom-client",
  ],
  // Parallel builds (several worktrees or helpers on one checkout) each set their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // Turbopack keeps a cache of the build for the next one (on by default in 16.4): a CI run builds
  // once from a clean clone, where writing it cost ~20 s of the longest path (docs/decisions/028).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm run typecheck` checks the whole project (scripts and tests too) before the build runs.
  typescript: { ignoreBuildErrors: true },
  // One table for Next and for the server entry's own answers (lib/security-headers.ts).
  async headers() {
    return headerRules.map(({ source, headers }) => ({ source, headers }));
  },
};

export default withNextIntl(nextConfig);
