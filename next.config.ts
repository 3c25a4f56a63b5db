import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Native and Wasm-backed packages stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "@prisma/client"],
  // Parallel builds (several worktrees or helpers on one checkout) each set their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole project (scripts and tests too) before the build runs.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
