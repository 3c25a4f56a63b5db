import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { contentSecurityPolicy, securityHeaders } from "./lib/security-headers";

// Messages are precompiled at build time (next-intl's catalog loader with icu-minify), so the browser
// gets no ICU parser: about 9 kB gzipped less on every page. Tests and scripts outside Next read the
// same JSON files raw and format them with the full parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const backOfficeHeaders = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cache-Control", value: "no-store" },
];

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
  ],
  // Parallel builds (several worktrees or helpers on one checkout) each set their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole project (scripts and tests too) before the build runs.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The site-wide CSP everywhere except uploads (default-src 'none') and the generated SVGs
      // (sandbox), whose routes set their own, stricter policy: a config header would replace it.
      {
        source: "/((?!uploads/|media/).*)",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
      },
      // The back office (issue 21): never indexed, never kept by a browser or proxy cache.
      ...["/admin", "/admin/:path*", "/api/admin/:path*"].map((source) => ({ source, headers: backOfficeHeaders })),
    ];
  },
};

export default withNextIntl(nextConfig);
