import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

// Only lib/services and lib/db/ talk to the database (docs/architecture.md).
const generatedClient = { group: ["@/lib/generated/*", "**/generated/prisma/*"], message: "Import the client through @/lib/db." };
// Code outside lib/services reaches a domain through its one public entry, lib/services/<domain>/index.ts.
const domainInternals = {
  regex: "^(@/|(\\.\\.?/)+)lib/services/[^/]+/.",
  message: "Import the domain's public entry (@/lib/services/<domain>), not a file inside it (docs/decisions/013-services-by-domain.md).",
};
// Inside lib/services a file imports the file it needs (./x, ../<domain>/x), never a domain entry: entries
// importing each other could leave a module half-initialised at start-up.
const domainEntry = { regex: "^@/lib/services(/[^/]+)?$", message: "Inside lib/services import the file itself (../<domain>/<file>), not a domain entry." };
const restrict = (...patterns) => ["error", { patterns }];

const databaseAllowed = ["lib/db/**", "prisma/**", "scripts/**", "tests/**", "**/*.test.ts", "bench/**", "lib/api/errors.ts"];

const config = [
  ...next,
  ...nextTs,
  { ignores: ["node_modules/**", ".next/**", ".next-*/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  { rules: { "no-restricted-imports": restrict(generatedClient, domainInternals) } },
  { files: databaseAllowed, rules: { "no-restricted-imports": restrict(domainInternals) } },
  { files: ["lib/services/**"], rules: { "no-restricted-imports": restrict(domainEntry) } },
  // A domain's top-level files: "../x" is another domain's entry (lib/services holds folders only).
  { files: ["lib/services/*/*.ts"], rules: { "no-restricted-imports": restrict(domainEntry, { regex: "^\\.\\./[^/]+$", message: domainEntry.message }) } },
  { files: ["lib/services/*/*/*.ts"], rules: { "no-restricted-imports": restrict(domainEntry, { regex: "^\\.\\./\\.\\./[^/]+$", message: domainEntry.message }) } },
];

export default config;
