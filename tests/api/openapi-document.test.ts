// The OpenAPI document says what the API does (issue 15 item 12): real success schemas, the statuses
// the handlers answer, request bodies and parameters as validated. The property run
// (openapi-fuzz.test.ts) then holds the running API to it.
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { resolve, type Schema } from "@/tests/helpers/json-schema";

type Media = Record<string, { schema: Schema }>;
type Op = {
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { required: boolean; content: Media };
  responses: Record<string, { content: Media }>;
};
type Doc = { paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, Schema> } };

const doc = (await (await openapi()).json()) as Doc;
const op = (path: string, method: string) => doc.paths[`/api/v1/${path}`][method];
const ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, o]) => ({ name: `${method} ${path}`, o })),
);
const bodyOf = (o: Op) => o.requestBody!.content["application/json"].schema;

describe("the OpenAPI document", () => {
  it("gives every operation a success body with a real schema", () => {
    const empty = ops.filter(({ o }) => {
      const success = Object.entries(o.responses).filter(([s]) => s.startsWith("2"));
      return (
        success.length === 0 ||
        success.some(([, r]) => Object.values(r.content).some((m) => Object.keys(m.schema).length === 0))
      );
    });
    expect(empty.map((e) => e.name)).toEqual([]);
    expect(resolve(op("user-info", "get").responses["200"].content["application/json"].schema, doc)).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["id", "nickname", "avatar", "points"]),
      additionalProperties: false,
    });
  });

  it("answers errors as the one Error schema, and lists 400 for malformed JSON wherever a body is read", () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ["code", "message"] });
    for (const { name, o } of ops) {
      for (const [status, r] of Object.entries(o.responses))
        if (Number(status) >= 400)
          expect(r.content["application/json"].schema, `${name} ${status}`).toEqual({
            $ref: "#/components/schemas/Error",
          });
      // The providers' notify endpoint reads its JSON raw (WeChat Pay API v3 signs the exact bytes): it
      // answers 400 and 413, never a validation 422.
      const parsed = !name.includes("payment-notify");
      if (o.requestBody?.content["application/json"])
        expect(Object.keys(o.responses), name).toEqual(
          expect.arrayContaining(parsed ? ["400", "413", "422"] : ["400", "413"]),
        );
    }
  });

  it("documents 201 on register and on the logins that may create an account", () => {
    expect(Object.keys(op("register-user-password", "post").responses)).toContain("201");
    expect(Object.keys(op("register-user-password", "post").responses)).not.toContain("200");
    for (const path of ["phone_users", "weapp/authorizations", "socials/wechat/authorizations"])
      expect(Object.keys(op(path, "post").responses)).toEqual(expect.arrayContaining(["200", "201"]));
  });

  it("lists 401 wherever a token is read, optional ones included", () => {
    expect(Object.keys(op("get-coupons", "get").responses)).toContain("401");
    expect(Object.keys(op("banner", "get").responses)).not.toContain("401");
  });

  it("describes the provider path parameter, the provider bodies and the multipart upload", () => {
    const notify = op("payment-notify/{provider}", "post");
    expect(notify.parameters).toContainEqual(
      expect.objectContaining({
        name: "provider",
        in: "path",
        required: true,
        schema: { type: "string", enum: ["wechat", "alipay", "icbc"] },
      }),
    );
    expect(Object.keys(notify.requestBody!.content)).toEqual([
      "text/xml",
      "application/xml",
      "application/json",
      "application/x-www-form-urlencoded",
    ]);
    const upload = op("upload", "post").requestBody!.content["multipart/form-data"].schema;
    expect(upload).toMatchObject({ required: ["file"], properties: { file: { type: "array", maxItems: 9 } } });
  });

  it("states required fields, lengths, patterns and enums as the validation has them", () => {
    expect(bodyOf(op("register-user-password", "post"))).toMatchObject({
      required: ["username", "password"],
      properties: { password: { minLength: 6, maxLength: 15 } },
    });
    // Defaults are not required: an absent quantity is 1.
    expect(bodyOf(op("cart-add", "post")).required).toEqual(["skuId"]);
    // Transforms hide the checks from zod's generator; the document still carries them.
    expect(bodyOf(op("products-search", "post")).properties!.keyword).toMatchObject({ minLength: 1, maxLength: 50 });
    expect(bodyOf(op("create-addresses", "post")).properties!.phone.pattern).toBeTruthy();
    const tag = op("products", "get").parameters!.find((p) => p.name === "tag")!;
    expect(tag.schema.enum).toEqual(["discount", "boutique", "recommend", "new", "imported"]);
  });

  it("resolves every $ref", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(() => resolve({ $ref: ref }, doc), ref).not.toThrow();
  });
});
