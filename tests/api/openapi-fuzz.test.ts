// The API property run (Schemathesis's checks, in JavaScript with fast-check; decision 008): for every
// operation of /api/v1/openapi.json, requests generated from its documented request schemas, valid and
// invalid, sent in process through the route handlers with a logged-in shopper. Every answer must be
// no server error, a status the operation documents, the documented content type, and a body that
// matches the documented schema (success body or the { code, message, fields? } error).
// Bounded and seeded: RUNS per operation (API_FUZZ_RUNS), seed API_FUZZ_SEED.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import { openApiDocument } from "@/lib/api/openapi";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { createAddress } from "@/lib/services/account";
import { createOrderPayment, cashierSignature, signedNotification } from "@/lib/services/payment";
import { tokenFor } from "@/tests/helpers/api";
import { addToCart } from "@/lib/services/cart";
import { placeOrder } from "@/lib/services/order";
import { POST as upload } from "@/app/api/v1/upload/route";
import { loadRoute, send } from "@/tests/reliability/http";
import { hostileStrings, hostileValues } from "@/tests/reliability/fuzz-values";
import { arbitraryOf, validate, type Hints, type Schema } from "@/tests/helpers/json-schema";
import { createSku } from "@/tests/helpers/orders-fixtures";
import { createUser } from "@/tests/helpers/users";

const FIXTURE_PASSWORD = "fuzz-pass1";
const FIXTURE_HASH = await hashPassword(FIXTURE_PASSWORD);
const RUNS = Number(process.env.API_FUZZ_RUNS ?? 30);
const SEED = Number(process.env.API_FUZZ_SEED ?? 20261123);

type Media = Record<string, { schema: Schema }>;
type Operation = {
  parameters?: { name: string; in: "query" | "path"; required: boolean; schema: Schema }[];
  requestBody?: { required: boolean; content: Media };
  responses: Record<string, { content: Media }>;
};

const doc = JSON.parse(JSON.stringify(openApiDocument(allEndpoints))) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/** `mustReject`: the input breaks the document's request schema, so no 2xx may answer it. */
type Generated = {
  path: string;
  query: string;
  body?: string | FormData;
  contentType?: string;
  label: string;
  mustReject: boolean;
};
type Case = { value: Record<string, unknown>; label: string; invalid: boolean };

// 1x1 PNG: the smallest real image the upload accepts.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

function queryString(params: Record<string, unknown>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined) sp.append(k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
  return sp.toString();
}

/** An object from the schema, then (in the invalid half) one field dropped or replaced by a hostile value. */
function objectCases(
  schema: Schema,
  hostile: readonly unknown[],
  hints: Hints,
  whole: Record<string, unknown> | undefined,
  /** How the value reaches the server (query text, JSON), to judge it against the schema. */
  wire: (value: Record<string, unknown>) => unknown,
): fc.Arbitrary<Case> {
  const generated = arbitraryOf(schema, doc, hints) as fc.Arbitrary<Record<string, unknown>>;
  const fits = whole !== undefined && validate(schema, whole, doc) === null;
  const valid = (fits ? fc.oneof(generated, fc.constant(whole)) : generated).map((value) => ({
    value,
    label: "valid",
    invalid: false,
  }));
  const names = Object.keys(schema.properties ?? {});
  if (!names.length) return valid;
  const broken = fc
    .tuple(valid, fc.constantFrom(...names), fc.oneof(fc.constant(undefined), fc.constantFrom(...hostile)))
    .map(([{ value }, name, bad]) => {
      const copy = { ...value };
      if (bad === undefined) delete copy[name];
      else copy[name] = bad;
      const problem = validate(schema, wire(copy), doc);
      return {
        value: copy,
        label: `${name} ${bad === undefined ? "missing" : "hostile"}${problem ? ` (invalid: ${problem})` : ""}`,
        invalid: problem !== null,
      };
    });
  return fc.oneof(valid, broken);
}

/** A query as the server reads it: decimal integers and true/false are numbers and booleans, anything else stays text. */
function queryWire(schema: Schema) {
  return (value: Record<string, unknown>) => {
    const read: Record<string, unknown> = {};
    for (const [name, raw] of new URLSearchParams(queryString(value))) {
      const type = schema.properties?.[name]?.type;
      if ((type === "integer" || type === "number") && /^-?\d+$/.test(raw)) read[name] = Number(raw);
      else if (type === "boolean" && (raw === "true" || raw === "false")) read[name] = raw === "true";
      else read[name] = raw;
    }
    return read;
  };
}

const jsonWire = (value: Record<string, unknown>) => JSON.parse(JSON.stringify(value)) as unknown;

const notJson = fc.constantFrom('{"a":', "null", "[1,2]", '"x"', "-1e999", '{"__proto__":{"x":1}}', "");

function requestArbitrary(path: string, op: Operation, { hints, wholeQuery }: Fixture): fc.Arbitrary<Generated> {
  const params = op.parameters ?? [];
  const pathParam = params.find((p) => p.in === "path");
  const pathArb = pathParam
    ? fc
        .constantFrom(...((pathParam.schema.enum as string[]) ?? []), "nope", "%00")
        .map((v) => path.replace(`{${pathParam.name}}`, v))
    : fc.constant(path);
  const querySchema: Schema = {
    type: "object",
    properties: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.in === "query" && p.required).map((p) => p.name),
    additionalProperties: false,
  };
  const queryArb = objectCases(
    querySchema,
    [...hostileStrings, "true", "[2]", "0x2", "1e1", "-0", " 1"],
    hints,
    wholeQuery,
    queryWire(querySchema),
  ).map((c) => ({ query: queryString(c.value), label: c.label, invalid: c.invalid }));
  const content = op.requestBody?.content ?? {};
  let bodyArb: fc.Arbitrary<{ body?: string | FormData; contentType?: string; label: string; invalid?: boolean }> =
    fc.constant({ label: "" });
  if (content["application/json"]) {
    const schema = content["application/json"].schema;
    const json = objectCases(schema, hostileValues, hints, undefined, jsonWire).map((c) => ({
      body: JSON.stringify(c.value),
      contentType: "application/json",
      label: c.label,
      invalid: c.invalid,
    }));
    const raw = notJson.map((body) => ({
      body,
      contentType: "application/json",
      label: `raw ${body}`,
      invalid: rawBodyInvalid(schema, body),
    }));
    bodyArb = fc.oneof({ arbitrary: json, weight: 4 }, { arbitrary: raw, weight: 1 });
  } else if (content["multipart/form-data"]) {
    const file = fc.oneof(fc.constant(PNG), fc.uint8Array({ maxLength: 64 }));
    bodyArb = fc
      .record({
        files: fc.array(file, { maxLength: 10 }),
        category: fc.option(fc.oneof(fc.constantFrom("avatar", "a_b-1"), fc.string({ maxLength: 40 }))),
      })
      .map(({ files, category }) => {
        const form = new FormData();
        files.forEach((bytes, i) =>
          form.append("file", new Blob([bytes], { type: i % 3 === 2 ? "text/plain" : "image/png" }), `f${i}.png`),
        );
        if (category !== null) form.append("categoryId", category);
        return { body: form, label: `multipart ${files.length} files` };
      });
  } else if (Object.keys(content).length) {
    const media = Object.keys(content);
    bodyArb = fc
      .tuple(
        fc.constantFrom(...media),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom("<xml><return_code>SUCCESS</return_code></xml>", "out_trade_no=1&total_fee=-1&sign=x"),
        ),
      )
      .map(([contentType, body]) => ({ body, contentType, label: contentType }));
  }
  return fc.record({ path: pathArb, q: queryArb, b: bodyArb }).map(({ path: p, q, b }) => ({
    path: p,
    query: q.query,
    body: b.body,
    contentType: b.contentType,
    label: [q.label, b.label].filter(Boolean).join(", "),
    mustReject: q.invalid || Boolean(b.invalid),
  }));
}

/** An empty body reads as {}; anything else must parse as JSON and fit the schema. */
function rawBodyInvalid(schema: Schema, body: string): boolean {
  try {
    return validate(schema, body.trim() ? JSON.parse(body) : {}, doc) !== null;
  } catch {
    return true;
  }
}

/** What is wrong with an answer, by the document; null when nothing. */
function violation(op: Operation, g: Generated, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `server error ${status}: ${text.slice(0, 200)}`;
  if (g.mustReject && status < 300)
    return `accepted input the document calls invalid (${status}): ${text.slice(0, 200)}`;
  const documented = op.responses[String(status)];
  if (!documented)
    return `undocumented status ${status} (documented: ${Object.keys(op.responses).join(", ")}): ${text.slice(0, 200)}`;
  const media = contentType.split(";")[0].trim();
  const entry = documented.content[media];
  if (!entry)
    return `content type "${contentType}" for ${status}, documented: ${Object.keys(documented.content).join(", ")}`;
  if (media !== "application/json") return entry.schema.type === "string" ? null : `non-JSON body for a JSON schema`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} body is not JSON: ${text.slice(0, 120)}`;
  }
  const problem = validate(entry.schema, body, doc);
  return problem ? `${status} body does not match the documented schema: ${problem}` : null;
}

/**
 * A fresh shopper per operation (a password change or an account cancellation cannot spoil the next
 * operation's run) with a password, an address, a cart line, an unpaid order with a sandbox payment
 * and an upload; hints steer generated values to them, as Schemathesis's links and examples would.
 */
type Fixture = { token: string; hints: Hints; wholeQuery: Record<string, unknown> };

async function shopperWithRecords(): Promise<Fixture> {
  const { user } = await createUser();
  await db.user.update({ where: { id: user.id }, data: { passwordHash: FIXTURE_HASH } });
  const token = await tokenFor(user);
  const address = await createAddress(user.id, {
    name: "测试",
    phone: "+8613800138000",
    region: "CN",
    province: "上海",
    city: "上海",
    district: "黄浦",
    postalCode: "",
    detail: "1 号",
  });
  const { skuId, productId } = await createSku({ stock: 50 });
  const line = await addToCart(user.id, { skuId, quantity: 1 });
  const order = await placeOrder(user.id, { addressId: address.id, skuId, quantity: 1, points: 0, remark: "" });
  const payment = await createOrderPayment(user.id, order.id, "bank-h5", {
    baseUrl: "http://localhost",
    clientIp: "127.0.0.1",
  });
  const no = payment.outTradeNo!;
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "a.png");
  const uploaded = await upload(
    new Request("http://localhost/api/v1/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  const [record] = (await uploaded.json()) as { id: number }[];
  const hints: Hints = {
    id: fc.constantFrom(address.id, line.id, order.id, record.id),
    orderId: fc.constant(order.id),
    addressId: fc.constant(address.id),
    skuId: fc.constant(skuId),
    productId: fc.constant(productId),
    cartIds: fc.constant([line.id]),
    ids: fc.constant([line.id]),
    username: fc.constant(user.username!),
    password: fc.constant(FIXTURE_PASSWORD),
    oldPassword: fc.constant(FIXTURE_PASSWORD),
    code: fc.constant("sandbox-fuzz-shopper"),
    no: fc.constant(no),
    sig: fc.constant(cashierSignature(no)),
    // A page of the shop, which the JS-SDK signature accepts (the request's origin).
    url: fc.constant("http://localhost/goods/1"),
  };
  // Parameters that only work together: a signed notification of the payment.
  const wholeQuery = signedNotification({
    outTradeNo: no,
    amount: order.totalAmount,
    decision: "pay",
    tradeNo: `SBXFUZZ${order.id}`,
  });
  return { token, hints, wholeQuery };
}

const tally = { operations: 0, calls: 0, byStatus: {} as Record<number, number>, neverSucceeded: [] as string[] };
afterAll(() =>
  console.log(
    `[api-fuzz] ${tally.operations} operations, ${tally.calls} calls, statuses ${JSON.stringify(tally.byStatus)}; no 2xx reached: ${tally.neverSucceeded.join(", ") || "none"}`,
  ),
);

describe("every documented operation holds to the document under generated input", () => {
  it("covers every documented operation", () => {
    expect(operations.length).toBe(allEndpoints.length);
    for (const { op } of operations) expect(Object.keys(op.responses).some((s) => s.startsWith("2"))).toBe(true);
  });

  operations.forEach(({ path, method, op }, index) => {
    it(`${method} ${path}`, { timeout: 120_000 }, async () => {
      const route = (await loadRoute(path))[method] as (req: Request) => Promise<Response>;
      expect(typeof route, `route file exports ${method}`).toBe("function");
      const fixture = await shopperWithRecords();
      const { token } = fixture;
      let succeeded = false;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(path, op, fixture), async (g) => {
          const url = g.query ? `${g.path}?${g.query}` : g.path;
          if (process.env.API_FUZZ_TRACE) console.log("[trace]", method, url.slice(0, 300), g.label);
          const headers: Record<string, string> = g.contentType ? { "content-type": g.contentType } : {};
          const res =
            g.body instanceof FormData
              ? await route(
                  new Request(`http://localhost${url}`, {
                    method,
                    headers: { "x-locale": "en", authorization: `Bearer ${token}` },
                    body: g.body,
                  }),
                )
              : await send(route, method, url, { token, body: method === "GET" ? undefined : g.body, headers });
          const text = await (res instanceof Response ? res.text() : Promise.resolve(res.text));
          const contentType = res.headers.get("content-type") ?? "";
          tally.calls++;
          tally.byStatus[res.status] = (tally.byStatus[res.status] ?? 0) + 1;
          succeeded ||= res.status < 300;
          const problem = violation(op, g, res.status, contentType, text);
          if (problem) throw new Error(`${method} ${url} [${g.label}]: ${problem}`);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      tally.operations++;
      if (!succeeded) tally.neverSucceeded.push(`${method} ${path}`);
    });
  });
});
