// The two halves of an OpenAPI-driven fuzzer, for the JSON Schema subset /api/v1/openapi.json uses
// (what z.toJSONSchema emits): a validator (does a response body match the documented schema?) and a
// fast-check generator of values for a request schema. Refs resolve against the whole document.
import fc from "fast-check";

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function resolve(schema: Schema, root: unknown): Schema {
  let s = schema;
  while (s.$ref) {
    const target = s.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
    if (!target) throw new Error(`unresolved $ref ${s.$ref}`);
    s = target as Schema;
  }
  return s;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Why `value` does not match `schema` (first problem, with its path), or null. */
export function validate(schema: Schema, value: unknown, root: unknown, path = "$"): string | null {
  const s = resolve(schema, root);
  if (s.anyOf || s.oneOf) {
    const options = (s.anyOf ?? s.oneOf)!;
    const errors = options.map((o) => validate(o, value, root, path));
    if (errors.every(Boolean)) return `${path}: matches none of ${options.length} alternatives (${errors.join(" | ")})`;
    if (s.oneOf && errors.filter((e) => e === null).length > 1)
      return `${path}: matches more than one of ${options.length} alternatives`;
  }
  for (const sub of s.allOf ?? []) {
    const e = validate(sub, value, root, path);
    if (e) return e;
  }
  if (s.const !== undefined && value !== s.const) return `${path}: expected ${JSON.stringify(s.const)}`;
  if (s.enum && !s.enum.includes(value)) return `${path}: ${JSON.stringify(value)} not in enum`;
  if (s.type) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === "integer" && types.includes("number")))
      return `${path}: expected ${types.join("|")}, got ${actual}`;
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum) return `${path}: below ${s.minimum}`;
    if (s.maximum !== undefined && value > s.maximum) return `${path}: above ${s.maximum}`;
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum)
      return `${path}: not above ${s.exclusiveMinimum}`;
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum)
      return `${path}: not below ${s.exclusiveMaximum}`;
  }
  if (typeof value === "string") {
    // JSON Schema (and zod) count lengths in code points, not UTF-16 units.
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength) return `${path}: shorter than ${s.minLength}`;
    if (s.maxLength !== undefined && length > s.maxLength) return `${path}: longer than ${s.maxLength}`;
    if (s.pattern && !new RegExp(s.pattern).test(value)) return `${path}: does not match ${s.pattern}`;
    if (s.format === "date-time" && !ISO_DATE_TIME.test(value)) return `${path}: not an ISO date-time: ${value}`;
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return `${path}: fewer than ${s.minItems} items`;
    if (s.maxItems !== undefined && value.length > s.maxItems) return `${path}: more than ${s.maxItems} items`;
    if (s.items) {
      for (let i = 0; i < value.length; i++) {
        const e = validate(s.items, value[i], root, `${path}[${i}]`);
        if (e) return e;
      }
    }
  }
  if (typeOf(value) === "object") {
    const obj = value as Record<string, unknown>;
    for (const key of s.required ?? []) if (!(key in obj)) return `${path}: missing ${key}`;
    for (const [key, v] of Object.entries(obj)) {
      const prop = s.properties?.[key];
      if (prop) {
        const e = validate(prop, v, root, `${path}.${key}`);
        if (e) return e;
      } else if (s.additionalProperties === false) return `${path}: undocumented property ${key}`;
      else if (typeof s.additionalProperties === "object") {
        const e = validate(s.additionalProperties, v, root, `${path}.${key}`);
        if (e) return e;
      }
    }
  }
  return null;
}

/** Values worth trying for a property, by name (the ids the test shopper owns). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/**
 * Valid values for a request schema. Integers lean to small values, where the seeded ids are; a
 * property named in `hints` also takes the hinted values, so calls reach the shopper's own records.
 */
export function arbitraryOf(schema: Schema, root: unknown, hints: Hints = {}): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if ((s.anyOf || s.oneOf) && s.type === "object") {
    // Alternatives that only say which fields are required (exactly one delivery, at least one of two
    // fields): generate the object, keep what satisfies them.
    const plain: Schema = { ...s, anyOf: undefined, oneOf: undefined };
    return arbitraryOf(plain, root, hints).filter((v) => validate(s, v, root) === null);
  }
  if (s.anyOf || s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((o) => arbitraryOf(o, root, hints)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "integer": {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
      const max = Math.min(
        s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000),
        Number.MAX_SAFE_INTEGER,
      );
      return fc.oneof(
        { arbitrary: fc.integer({ min, max: Math.min(max, min + 30) }), weight: 3 },
        { arbitrary: fc.integer({ min, max }), weight: 1 },
      );
    }
    case "number":
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "string": {
      // A pattern decides the length itself; only a documented bound filters its matches.
      const fits = (v: string) => [...v].length <= (s.maxLength ?? Infinity) && [...v].length >= (s.minLength ?? 0);
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
      const maxLength = Math.min(s.maxLength ?? 40, 200);
      return fc.oneof(
        fc.string({ minLength: s.minLength ?? 0, maxLength }),
        fc.string({ unit: "grapheme", minLength: s.minLength ?? 0, maxLength }).filter(fits),
      );
    }
    case "array":
      return fc.array(s.items ? arbitraryOf(s.items, root, hints) : fc.anything(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case "object": {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [
          k,
          hints[k]
            ? fc.oneof({ arbitrary: hints[k], weight: 2 }, { arbitrary: arbitraryOf(v, root, hints), weight: 1 })
            : arbitraryOf(v, root, hints),
        ]),
      );
      return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
