// Bad-input generator for the API fuzzer: a valid-looking baseline derived from an endpoint's JSON
// schema (zod -> JSON Schema, the same one /api/v1/openapi.json publishes), and hostile values per
// field. Deterministic cases always run; REL_ITERATIONS adds seeded random combinations.
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  anyOf?: JsonSchema[];
};

export const ITERATIONS = Math.max(0, Number(process.env.REL_ITERATIONS ?? 3));

const HUGE = "A".repeat(100_000);
export const hostileStrings = [
  "",
  " ",
  HUGE,
  "𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧 ‮evil‬ 漢字かな",
  "\u0000\u0001\u001f",
  "\ud800", // lone surrogate
  "' OR 1=1 --",
  '1; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "{{7*7}}${7*7}",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "99999999999999999999999",
];

const hostileNumbers = [-1, 0, -2147483649, 2147483648, 9007199254740993, 1e308, -1e308, 1.5, 0.0000001];
const wrongTypes: unknown[] = [null, true, false, {}, [], [null], { $gt: 0 }, "1", "abc"];

/** Every hostile value used in place of one field (JSON bodies). */
export const hostileValues: unknown[] = [
  ...wrongTypes,
  ...hostileNumbers,
  ...hostileStrings,
  Array.from({ length: 10_000 }, (_, i) => i + 1),
];

/** Valid examples for the string patterns the API uses (a random string would fail them and never reach the service). */
const patternExamples: [RegExp, string][] = [
  [/^\^\[A-Za-z\]/, "tester01"],
  [/^\^1\(3/, "13800138000"],
  [/\\d\{6\}/, "123456"],
  [/\\d\{32\}/, "1".repeat(32)],
  [/0-9a-f\]\{32\}/, "a".repeat(32)],
  [/\\d\{4\}-/, "2026-01"],
  [/a-z0-9_-/, "avatar"],
];

export function sampleValue(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (s.anyOf) return sampleValue(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, s.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return s.items ? [sampleValue(s.items)] : [];
    case "object":
      return sampleObject(s);
    case "string": {
      if (s.pattern) return patternExamples.find(([re]) => re.test(s.pattern!))?.[1] ?? "abc";
      return "abcdef1";
    }
    default:
      return "x";
  }
}

export function sampleObject(s: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {})) out[name] = sampleValue(prop);
  return out;
}

/** A small seeded PRNG so a failing random case can be reproduced from its seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

export type Case = { label: string; body?: string; query?: string };

function q(params: Record<string, unknown>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v.slice(0, 50)) sp.append(k, String(item));
    else sp.append(k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
  }
  return sp.toString();
}

/** Cases for a JSON body schema: non-objects, broken JSON, missing fields, one hostile field at a time, random mixes. */
export function bodyCases(schema: JsonSchema | undefined, seed: number): Case[] {
  const base = schema ? sampleObject(schema) : {};
  const cases: Case[] = [
    { label: "invalid json", body: '{"a":' },
    { label: "json null", body: "null" },
    { label: "json array", body: "[1,2]" },
    { label: "json string", body: '"x"' },
    { label: "json number", body: "-1e999" },
    { label: "deep nesting", body: "[".repeat(5000) + "]".repeat(5000) },
    {
      label: "proto pollution",
      body: JSON.stringify({ ...base, __proto__: { isAdmin: true }, constructor: { prototype: { x: 1 } } }),
    },
    { label: "empty object", body: "{}" },
    { label: "over 1 MB", body: JSON.stringify({ ...base, pad: "x".repeat(1024 * 1024 + 10) }) },
    {
      label: "extra fields",
      body: JSON.stringify({ ...base, userId: 1, id: 1, status: 9, totalAmount: -1, role: "admin" }),
    },
  ];
  for (const name of schema?.required ?? []) {
    const copy = { ...base };
    delete copy[name];
    cases.push({ label: `missing ${name}`, body: JSON.stringify(copy) });
  }
  for (const name of Object.keys(schema?.properties ?? {})) {
    hostileValues.forEach((value, i) =>
      cases.push({ label: `${name}=hostile#${i}`, body: JSON.stringify({ ...base, [name]: value }) }),
    );
  }
  const rand = rng(seed);
  const names = Object.keys(schema?.properties ?? {}).concat(["extra"]);
  for (let i = 0; i < ITERATIONS * 10; i++) {
    const body: Record<string, unknown> = {};
    for (const name of names) if (rand() < 0.7) body[name] = rand() < 0.5 ? base[name] : pick(rand, hostileValues);
    cases.push({ label: `random seed=${seed} #${i}`, body: JSON.stringify(body) });
  }
  return cases;
}

/** Cases for a query schema: each parameter hostile in turn, repeated keys, random mixes. */
export function queryCases(schema: JsonSchema | undefined, seed: number): Case[] {
  const base = schema ? sampleObject(schema) : {};
  const props = Object.keys(schema?.properties ?? {});
  const cases: Case[] = [
    { label: "no query", query: "" },
    { label: "garbage keys", query: "a=1&%ZZ=%ZZ&&=&b" },
    { label: "base", query: q(base) },
  ];
  for (const name of schema?.required ?? []) {
    const copy = { ...base };
    delete copy[name];
    cases.push({ label: `missing ${name}`, query: q(copy) });
  }
  for (const name of props) {
    const values: unknown[] = [...hostileStrings, ...hostileNumbers, "true", "null", "[]", "{}"];
    values.forEach((value, i) => cases.push({ label: `${name}=hostile#${i}`, query: q({ ...base, [name]: value }) }));
    cases.push({ label: `${name} repeated`, query: q({ ...base, [name]: [1, 2, "x"] }) });
  }
  const rand = rng(seed);
  for (let i = 0; i < ITERATIONS * 5; i++) {
    const params: Record<string, unknown> = {};
    for (const name of props.concat(["extra"]))
      if (rand() < 0.7) params[name] = rand() < 0.5 ? base[name] : pick(rand, [...hostileStrings, ...hostileNumbers]);
    cases.push({ label: `random seed=${seed} #${i}`, query: q(params) });
  }
  return cases;
}
