import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

// Only lib/services and lib/db/ talk to the database (docs/architecture.md).
const prismaClient = { group: ["@/lib/generated/*", "**/generated/prisma/*"], message: "Import the client through @/lib/db." };

// The browser's side reads the API through the typed client (docs/decisions/013-typed-api-client.md):
// the registry's types and the route table (lib/client/api-routes.generated.ts), never a service.
const SERVICES = /^@\/lib\/services(\/|$)/;
const noServices = { group: ["@/lib/services", "@/lib/services/*"], message: "The client never imports services: take the type from lib/client (the registry's), or pass the data from a server page." };

/** Tiny local rules. */
const local = {
  rules: {
    // no-restricted-imports cannot tell a client module: this one knows the "use client" directive.
    "no-services-in-client-modules": {
      meta: { type: "problem", schema: [], messages: { services: noServices.message } },
      create(context) {
        const client = context.sourceCode.ast.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
        if (!client) return {};
        return {
          ImportDeclaration(node) {
            if (SERVICES.test(String(node.source.value))) context.report({ node, messageId: "services" });
          },
        };
      },
    },
  },
};

const literalApiPath = {
  selector: "Literal[value=/^\\/api\\//], TemplateLiteral[quasis.0.value.raw=/^\\/api\\//]",
  message: "No literal API path: call the endpoint through lib/client (its route constant in api-routes.generated.ts).",
};
const untypedJson = {
  selector: "CallExpression[callee.property.name='json']",
  message: "No untyped .json(): responses are read by the typed client (lib/client/api.ts).",
};

const config = [
  ...next,
  ...nextTs,
  { ignores: ["node_modules/**", ".next/**", ".next-*/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  {
    plugins: { local },
    rules: {
      "no-restricted-imports": ["error", { patterns: [prismaClient] }],
      "local/no-services-in-client-modules": "error",
    },
  },
  {
    // Tests may spell out the wire (paths, JSON) they check.
    files: ["components/**", "lib/client/**"],
    ignores: ["lib/client/api-routes.generated.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", literalApiPath, untypedJson],
    },
  },
  {
    files: ["lib/client/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [prismaClient, noServices] }] },
  },
  {
    // Screens read the API through the domain modules of lib/client (cart.ts, orders.ts, ...), not
    // with the client's machinery or SWR of their own.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [prismaClient, noServices],
          paths: [
            ...["swr", "swr/infinite", "@/lib/client/swr", "@/lib/client/resource"].map((name) => ({ name, message: "Read the API through a data hook of lib/client/<domain>.ts." })),
            { name: "@/lib/client/api", importNames: ["api", "apiUrl", "urlOf"], message: "Call the API through lib/client/<domain>.ts." },
            { name: "@/lib/client/fetcher", importNames: ["apiFetch", "swrFetcher"], message: "Call the API through lib/client/<domain>.ts." },
            { name: "@/lib/client/use-paged-list", importNames: ["usePagedList"], message: "Read lists through a data hook of lib/client/<domain>.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/client/fetcher.ts"],
    rules: { "no-restricted-syntax": ["error", literalApiPath] },
  },
  {
    files: ["lib/db/**", "lib/services/**", "prisma/**", "scripts/**", "tests/**", "**/*.test.ts", "bench/**", "lib/api/errors.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
