// Issue 15 item 7: control characters are stripped on input (shared helper in the zod schemas) and
// escaped when the operator CLIs print shopper-written text.
import { describe, expect, it } from "vitest";
import { escapeForTerminal, stripControlChars } from "./control-chars";
import { addressFieldsSchema } from "@/lib/validation/address";
import { editUserInfoSchema } from "@/lib/validation/account";
import { consultSendSchema } from "@/lib/validation/engagement";

const ESC = "\u001b";
const hostile = `Hi${ESC}]0;pwned\u0007${ESC}[2J\r\nfake line\u009b31m\u202eevil\u2066x\u2069\u007f`;

describe("stripControlChars", () => {
  it("removes C0 (but LF/TAB in multi-line text), DEL, C1 and bidi controls", () => {
    expect(stripControlChars(hostile, { multiline: true })).toBe("Hi]0;pwned[2J\nfake line31mevilx");
    expect(stripControlChars(hostile)).toBe("Hi]0;pwned[2J fake line31mevilx");
    expect(stripControlChars("a\tb\r\nc", { multiline: true })).toBe("a\tb\nc");
    expect(stripControlChars("正常的文字 émoji 👍")).toBe("正常的文字 émoji 👍");
  });
});

describe("schemas clean text fields", () => {
  it("consult messages keep line breaks and lose escapes", () => {
    const parsed = consultSendSchema.parse({ content: `  hello${ESC}[31m\nworld\u0007 ` });
    expect(parsed.content).toBe("hello[31m\nworld");
    expect(consultSendSchema.safeParse({ content: `${ESC}\u0007\u202e` }).success).toBe(false);
  });

  it("nicknames and addresses become one clean line", () => {
    expect(editUserInfoSchema.parse({ nickname: `Bob${ESC}[2J\r\nAdmin` }).nickname).toBe("Bob[2J Admin");
    const address = addressFieldsSchema.parse({
      name: "张三\u0007",
      phone: "13800138000",
      province: "广东省",
      city: "深圳市",
      district: "南山区",
      detail: `科技园${ESC}]8;;x\u009c 1号`,
    });
    expect(address.name).toBe("张三");
    expect(address.detail).toBe("科技园]8;;x 1号");
  });
});

describe("escapeForTerminal", () => {
  it("shows every control character as a visible escape", () => {
    const out = escapeForTerminal(hostile);
    expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(out).toBe("Hi\\x1b]0;pwned\\x07\\x1b[2J\\r\\nfake line\\x9b31m\\u202eevil\\u2066x\\u2069\\x7f");
  });
});
