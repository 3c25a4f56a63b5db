import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  { ignores: ["node_modules/**", ".next/**", ".next-*/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    rules: {
      // Only lib/services and lib/db/ talk to the database (docs/architecture.md).
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/lib/generated/*", "**/generated/prisma/*"], message: "Import the client through @/lib/db." }] }],
    },
  },
  {
    files: ["lib/db/**", "lib/services/**", "prisma/**", "scripts/**", "tests/**", "**/*.test.ts", "bench/**", "lib/api/errors.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
