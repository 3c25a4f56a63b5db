import path from "node:path";
import next from "eslint-config-next";
import nextTs from "eslint-config-next/typescript";

// Only lib/services and lib/db/ talk to the database (docs/architecture.md).
const generatedClient = {
  group: ["@/lib/generated/*", "**/generated/prisma/*"],
  message: "Import the client through @/lib/db.",
};
const database = {
  group: ["@/lib/db", "@/lib/db/*", "@prisma/client", "@prisma/client/*"],
  message: "Only lib/services and lib/db talk to the database: call a service.",
};
// Code outside lib/services reaches a domain through its one public entry, lib/services/<domain>/index.ts.
const domainInternals = {
  regex: "^(@/|(\\.\\.?/)+)lib/services/[^/]+/.",
  message:
    "Import the domain's public entry (@/lib/services/<domain>), not a file inside it (docs/decisions/016-services-by-domain.md).",
};
// Inside lib/services a file imports the file it needs (./x, ../<domain>/x), never a domain entry: entries
// importing each other could leave a module half-initialised at start-up.
const domainEntry = {
  regex: "^@/lib/services(/[^/]+)?$",
  message: "Inside lib/services import the file itself (../<domain>/<file>), not a domain entry.",
};
// The browser's side reads the API through the typed client (docs/decisions/015-typed-api-client.md):
// the registry's types and the route tables (lib/client/routes/*.generated.ts), never a service.
const SERVICES = /^@\/lib\/services(\/|$)/;
const noServices = {
  group: ["@/lib/services", "@/lib/services/*"],
  message:
    "The client never imports services: take the type from lib/client (the registry's), or pass the data from a server page.",
};
const restrict = (patterns, paths = []) => ["error", { patterns, paths }];

// Which folder may import which (docs/decisions/027-ground-floor.md). lib/domain is the ground floor:
// the shop's words (errors, statuses and their moves, roles, money), importing nothing of the app, so
// every layer may import it. The rest are arrows that pointed upwards once and must not come back.
const SERVICES_SPEAK_NO_HTTP =
  "Services speak no HTTP: throw ApiError from @/lib/domain/errors; the HTTP mapping is lib/api's (docs/decisions/027-ground-floor.md).";
const VOCABULARY = (layer) =>
  `${layer} sits below the services and the API: take the shop's words from @/lib/domain (docs/decisions/027-ground-floor.md).`;
const layers = [
  {
    from: "lib/",
    deny: ["components/", "app/"],
    message:
      "lib never imports a screen or a route: move what both need into lib (docs/decisions/027-ground-floor.md).",
  },
  { from: "lib/services/", deny: ["lib/api/"], message: SERVICES_SPEAK_NO_HTTP },
  {
    from: "lib/db/",
    deny: ["lib/services/", "lib/api/", "lib/client/", "lib/admin-client/"],
    message: VOCABULARY("lib/db"),
  },
  ...["lib/validation/", "lib/i18n/", "lib/format/", "lib/text/", "lib/auth/"].map((from) => ({
    from,
    deny: ["lib/services/", "lib/api/", "lib/client/", "lib/admin-client/"],
    message: VOCABULARY(from.slice(0, -1)),
  })),
  {
    from: "lib/api/",
    deny: ["lib/client/", "lib/admin-client/"],
    message: "The API layer never imports a browser client.",
  },
];
// The shop's own paths never read the console's editors: a rule both need lives in the domain's
// non-admin file (checkout's payment window is lib/services/order/payment-window.ts, not settings-admin).
// Files that are the console's own tools whatever their name are listed.
const consoleTools = new Set([
  "lib/services/order/batch.ts",
  "lib/services/payment/refund.ts",
  "lib/services/catalogue/product-csv.ts",
]);
const ADMIN_FILE = /(^|[-/])admin(\/|$)|-admin$/;

/** The repository path an import names ("@/x" or relative to the importing file), or null for a package. */
function importedPath(filename, source) {
  if (source.startsWith("@/")) return source.slice(2);
  if (!source.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(filename), source));
}

/** The order statuses as numbers: a screen names them (orderStatus, canShip, ...) from lib/domain. */
const STATUS_ONLY = new Set([510, 520, 530]);
const STATUS_COMPARED = new Set([0, 10, 500, 510, 520, 530]);
const statusName = (node) =>
  (node.type === "Identifier" && /status$/i.test(node.name)) ||
  (node.type === "MemberExpression" && !node.computed && /status$/i.test(node.property.name ?? "")) ||
  (node.type === "ChainExpression" && statusName(node.expression));
const isNumber = (node, set) => node.type === "Literal" && typeof node.value === "number" && set.has(node.value);

// React calls whatever an effect's function returns as its cleanup (and a ref callback's, when it is a
// function). An arrow with an expression body returns that expression: `useEffect(() => el.scrollIntoView())`
// hands React what the DOM call returned, and since Chromium's scrollIntoView() answers a promise React
// calls the promise on the next render and the screen crashes (issue 31). The DOM's own types say `void`,
// so TypeScript cannot see it: an effect's arrow has a block body, says `void`, or returns a function.
const EFFECT_HOOK = /^use(Layout|Insertion)?Effect$/;
const CLEANUP_BODIES = new Set(["BlockStatement", "ArrowFunctionExpression", "FunctionExpression"]);
// An async function returns a promise whatever its body says.
const returnsOnlyCleanup = (fn) =>
  !fn.async &&
  (CLEANUP_BODIES.has(fn.body.type) || (fn.body.type === "UnaryExpression" && fn.body.operator === "void"));

/** Tiny local rules. */
const local = {
  rules: {
    // Folder arrows (the `layers` table above) and the ground floor's own rule: lib/domain imports
    // nothing of the app and no package but zod (its tests: vitest).
    layers: {
      meta: { type: "problem", schema: [], messages: { arrow: "{{message}}" } },
      create(context) {
        const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
        const check = (node, source) => {
          if (typeof source !== "string") return;
          const target = importedPath(file, source);
          const report = (message) => context.report({ node, messageId: "arrow", data: { message } });
          if (file.startsWith("lib/domain/")) {
            const test = file.endsWith(".test.ts");
            if (
              target === null
                ? !["zod", ...(test ? ["vitest"] : [])].includes(source)
                : !target.startsWith("lib/domain/")
            )
              report(
                "lib/domain is the ground floor: it imports nothing of the app and no package but zod (docs/decisions/027-ground-floor.md).",
              );
            return;
          }
          if (target === null) return;
          for (const layer of layers)
            if (file.startsWith(layer.from) && layer.deny.some((d) => target.startsWith(d)))
              return report(layer.message);
          if (
            file.startsWith("lib/services/") &&
            target.startsWith("lib/services/") &&
            !ADMIN_FILE.test(file.replace(/\.tsx?$/, "")) &&
            !/\/index\.ts$/.test(file) &&
            !consoleTools.has(file) &&
            ADMIN_FILE.test(target)
          )
            report(
              "The shop's paths never import the console's files: put the rule both need in the domain's own file (docs/decisions/027-ground-floor.md).",
            );
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
        };
      },
    },
    // No order status as a number in a screen: 510/520/530 anywhere, "500".."530" as text, 0/10/500
    // compared with something named *status, or a "status=500" link. Screens ask lib/domain/order-status.ts.
    "no-status-literal": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          literal:
            "No order status as a number in a screen: use orderStatus or a predicate (canShip, isClosed, ...) from @/lib/domain/order-status.",
        },
      },
      create(context) {
        const report = (node) => context.report({ node, messageId: "literal" });
        return {
          Literal(node) {
            if (isNumber(node, STATUS_ONLY)) report(node);
            else if (typeof node.value === "string" && /^5[0-3]0$|[?&]status=\d/.test(node.value)) report(node);
          },
          TemplateElement(node) {
            if (/[?&]status=\d/.test(node.value.raw)) report(node);
          },
          BinaryExpression(node) {
            if (!["===", "!==", "==", "!=", "<", "<=", ">", ">="].includes(node.operator)) return;
            if (
              (statusName(node.left) && isNumber(node.right, STATUS_COMPARED)) ||
              (statusName(node.right) && isNumber(node.left, STATUS_COMPARED))
            )
              report(node);
          },
          SwitchStatement(node) {
            if (!statusName(node.discriminant)) return;
            for (const c of node.cases) if (c.test && isNumber(c.test, STATUS_COMPARED)) report(c.test);
          },
        };
      },
    },
    "effect-returns-only-cleanup": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          effect:
            "This arrow returns its expression to React, which calls it as the effect's cleanup: use a block body ({ ... }) that is not async, `void`, or return a function.",
          ref: "This arrow returns its expression to React, which calls it as the ref's cleanup when it is a function: use a block body ({ ... }), `void`, or return a function.",
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            const callee = node.callee.type === "MemberExpression" ? node.callee.property : node.callee;
            if (callee.type !== "Identifier" || !EFFECT_HOOK.test(callee.name)) return;
            const fn = node.arguments[0];
            if (fn?.type === "ArrowFunctionExpression" && !returnsOnlyCleanup(fn))
              context.report({ node: fn.body, messageId: "effect" });
            else if (fn?.type === "FunctionExpression" && fn.async) context.report({ node: fn, messageId: "effect" });
          },
          // The same for a ref callback; `(el) => (box.current = el)` returns an element, which React ignores.
          "JSXAttribute[name.name='ref'] > JSXExpressionContainer > ArrowFunctionExpression"(fn) {
            if (!returnsOnlyCleanup(fn) && fn.body.type !== "AssignmentExpression")
              context.report({ node: fn.body, messageId: "ref" });
          },
        };
      },
    },
    // no-restricted-imports cannot tell a client module: this one knows the "use client" directive.
    "no-services-in-client-modules": {
      meta: { type: "problem", schema: [], messages: { services: noServices.message } },
      create(context) {
        const client = context.sourceCode.ast.body.some(
          (s) => s.type === "ExpressionStatement" && s.directive === "use client",
        );
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
  message: "No literal API path: call the endpoint through lib/client (its route constant in lib/client/routes).",
};
const rawDateInput = {
  selector: "JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|time|month|week)$/]",
  message:
    "Dates in the console are the shop's: use ShopDayInput or ShopDateTimeInput (components/admin/shop-date-input.tsx).",
};
// The shop's vocabulary is imported, never re-declared in the console (issue 35): the locales from
// @/lib/domain/locales, yuan and cents through @/lib/domain/money (order statuses: local/no-status-literal).
const redeclaredLocales = {
  selector: "ArrayExpression:has(> Literal[value='zh-Hans']):has(> Literal[value='en'])",
  message: "Take the locales from @/lib/domain/locales, do not list them again.",
};
const handMadeMoney = {
  selector: "BinaryExpression[operator=/^[*\\/]$/][right.value=100]",
  message: "Yuan and cents through @/lib/domain/money (parseYuan, formatCents), not by hand.",
};
const untypedJson = {
  selector: "CallExpression[callee.property.name='json']",
  message: "No untyped .json(): responses are read by the typed client (lib/client/api.ts).",
};
// Screens read the API through the domain modules of lib/client (cart.ts, orders.ts, ...), not with the
// client's machinery or SWR of their own.
const clientMachinery = [
  ...["swr", "swr/infinite", "@/lib/client/swr", "@/lib/client/resource"].map((name) => ({
    name,
    message: "Read the API through a data hook of lib/client/<domain>.ts.",
  })),
  {
    name: "@/lib/client/api",
    importNames: ["api", "apiUrl", "urlOf"],
    message: "Call the API through lib/client/<domain>.ts.",
  },
  {
    name: "@/lib/client/fetcher",
    importNames: ["apiFetch", "swrFetcher"],
    message: "Call the API through lib/client/<domain>.ts.",
  },
  {
    name: "@/lib/client/use-paged-list",
    importNames: ["usePagedList"],
    message: "Read lists through a data hook of lib/client/<domain>.ts.",
  },
];

const adminClientMachinery = [
  ...["swr", "swr/infinite", "@/lib/admin-client/swr", "@/lib/admin-client/api-routes.generated"].map((name) => ({
    name,
    message: "Read the back-office API through a data hook of lib/admin-client/<domain>.ts.",
  })),
  {
    name: "@/lib/admin-client/api",
    importNames: ["adminApi", "adminUrl"],
    message: "Call the back-office API through lib/admin-client/<domain>.ts.",
  },
  {
    name: "@/lib/admin-client/fetcher",
    importNames: ["adminFetch"],
    message: "Call the back-office API through lib/admin-client/<domain>.ts.",
  },
];

// Links: the shop's from @/lib/i18n/navigation (locale prefix, no next/link in the pages' weight), the
// console's from components/admin/link.tsx (prefetched on intent, not every link in view).
const shopNextLink = { name: "next/link", message: "Use Link from @/lib/i18n/navigation." };
const consoleNextLink = {
  name: "next/link",
  message: "Use Link from @/components/admin/link: it prefetches when reached for, not every link in view.",
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "lib/generated/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    plugins: { local },
    rules: {
      "no-restricted-imports": restrict([generatedClient, database, domainInternals], [shopNextLink]),
      "local/no-services-in-client-modules": "error",
      "local/effect-returns-only-cleanup": "error",
      "local/layers": "error",
    },
  },
  {
    files: ["app/admin/**"],
    rules: { "no-restricted-imports": restrict([generatedClient, database, domainInternals], [consoleNextLink]) },
  },
  { files: ["components/**"], ignores: ["**/*.test.ts"], rules: { "local/no-status-literal": "error" } },
  // Outside the app (its own tooling) and the two places of the request path that read a row themselves:
  // the current user's token check and the Prisma error mapping.
  {
    files: [
      "prisma/**",
      "scripts/**",
      "tests/**",
      "e2e/**",
      "**/*.test.ts",
      "bench/**",
      "lib/api/errors.ts",
      "lib/auth/current-user.ts",
    ],
    rules: { "no-restricted-imports": restrict([domainInternals]) },
  },
  { files: ["lib/db/**"], rules: { "no-restricted-imports": "off" } },
  { files: ["lib/services/**"], rules: { "no-restricted-imports": restrict([domainEntry]) } },
  // A domain's top-level files: "../x" is another domain's entry (lib/services holds folders only).
  {
    files: ["lib/services/*/*.ts"],
    rules: {
      "no-restricted-imports": restrict([domainEntry, { regex: "^\\.\\./[^/]+$", message: domainEntry.message }]),
    },
  },
  {
    files: ["lib/services/*/*/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        domainEntry,
        { regex: "^\\.\\./\\.\\./[^/]+$", message: domainEntry.message },
      ]),
    },
  },
  {
    files: ["lib/client/**", "lib/admin-client/**"],
    rules: { "no-restricted-imports": restrict([generatedClient, database, noServices]) },
  },
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": restrict([generatedClient, database, noServices], [...clientMachinery, shopNextLink]),
    },
  },
  // The console's screens read the API through lib/admin-client/<domain>.ts, the same way.
  {
    files: ["components/admin/**"],
    ignores: ["components/admin/link.tsx"],
    rules: {
      "no-restricted-imports": restrict(
        [generatedClient, database, noServices],
        [...adminClientMachinery, consoleNextLink],
      ),
    },
  },
  {
    files: ["components/admin/link.tsx"],
    rules: { "no-restricted-imports": restrict([generatedClient, database, noServices], adminClientMachinery) },
  },
  {
    files: ["components/**", "lib/client/**", "lib/admin-client/**"],
    // Tests may spell out the wire (paths, JSON) they check.
    ignores: ["lib/client/routes/*.generated.ts", "lib/admin-client/api-routes.generated.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", literalApiPath, untypedJson] },
  },
  // The console (issue 35, "Done when"): no function over 150 lines, and dates only through its one
  // shop-time input (components/admin/shop-date-input.tsx), never in the browser's time zone.
  {
    files: ["components/admin/**"],
    ignores: ["components/admin/shop-date-input.tsx", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", literalApiPath, untypedJson, rawDateInput, redeclaredLocales, handMadeMoney],
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // The one transport both typed clients share reads every answer's body.
    files: ["lib/client/fetcher.ts", "lib/admin-client/fetcher.ts", "lib/client/transport.ts"],
    rules: { "no-restricted-syntax": ["error", literalApiPath] },
  },
  // Every e2e spec runs with the fixtures' checks (e2e/fixtures.ts: a test fails on any browser error it
  // did not declare): its `test` comes from there, not from Playwright itself.
  {
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": restrict(
        [domainInternals],
        [
          {
            name: "@playwright/test",
            importNames: ["test"],
            message: "Import test from ./fixtures: it fails a test on browser errors the test did not declare.",
          },
        ],
      ),
    },
  },
];

export default config;
