// Issue 15 item 4: the sandboxes run in development, test and the opted-in demo; a production
// server without the opt-in starts with the providers it has keys for (the others off) and refuses
// to start with none, and the sandboxes refuse to work.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sandboxAllowed, sandboxStartError, sandboxesInUse } from "./sandbox-policy";
import { providerForChannel } from "../payment/providers";
import { sandboxWechatProvider } from "../account/wechat";

afterEach(() => vi.unstubAllEnvs());

describe("sandbox policy", () => {
  it("allows the sandboxes outside production and with MALL_SANDBOX=1", () => {
    expect(sandboxAllowed({ NODE_ENV: "development" })).toBe(true);
    expect(sandboxAllowed({ NODE_ENV: "test" })).toBe(true);
    expect(sandboxAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(sandboxAllowed({ NODE_ENV: "production", MALL_SANDBOX: "1" })).toBe(true);
    expect(sandboxAllowed({ NODE_ENV: "production", MALL_SANDBOX: "true" })).toBe(false);
  });

  it("refuses a production start that would use them, saying what and how to fix it", () => {
    const error = sandboxStartError({ NODE_ENV: "production" });
    expect(error).toContain("Refusing to start");
    expect(error).toContain("MALL_SANDBOX=1");
    expect(error).toContain("WECHAT_PROVIDER=sandbox");
    expect(error).toContain("Alipay");
    expect(sandboxStartError({ NODE_ENV: "production", MALL_SANDBOX: "1" })).toBeNull();
    expect(sandboxStartError({ NODE_ENV: "development" })).toBeNull();
    expect(sandboxesInUse({ WECHAT_PROVIDER: "wechat" }).join()).not.toContain("login");
  });

  it("starts in production with the providers it has keys for, the others off; refuses with none", () => {
    const real = { NODE_ENV: "production", WECHAT_PROVIDER: "wechat" };
    expect(sandboxStartError(real, [], ["Alipay"])).toBeNull();
    expect(sandboxStartError(real, [], ["WeChat Pay", "Alipay", "ICBC"])).toBeNull();
    const none = sandboxStartError(real, [], []);
    expect(none).toContain("Refusing to start");
    expect(none).toContain("simulated payments for");
    // The login sandbox still needs the opt-in, whatever the payments.
    const login = sandboxStartError({ NODE_ENV: "production" }, [], ["Alipay"]);
    expect(login).toContain("WECHAT_PROVIDER=sandbox");
    expect(login).not.toContain("simulated payments for");
  });

  it("refuses any start whose payment credentials do not parse, naming each variable", () => {
    const error = sandboxStartError({ NODE_ENV: "development" }, [
      "WECHAT_PAY_PRIVATE_KEY: not a private key (…)",
      "ALIPAY_APP_CERT: is not the certificate of ALIPAY_PRIVATE_KEY",
    ]);
    expect(error).toContain("Refusing to start: payment credentials that do not parse");
    expect(error).toContain("  - WECHAT_PAY_PRIVATE_KEY: not a private key");
    expect(error).toContain("  - ALIPAY_APP_CERT: is not the certificate of ALIPAY_PRIVATE_KEY");
    expect(sandboxStartError({ NODE_ENV: "development" }, [])).toBeNull();
  });

  it("the sandboxes themselves refuse in production without the opt-in", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("MALL_SANDBOX", "");
    // A channel without keys is off: a translated refusal, not a crash.
    expect(() => providerForChannel("bank-h5")).toThrow(
      expect.objectContaining({ code: "CONFLICT", detail: { key: "PAYMENT_CHANNEL_OFF" } }),
    );
    await expect(sandboxWechatProvider.exchangeCode("sandbox-abcdef", "web")).rejects.toThrow(/MALL_SANDBOX/);
    vi.stubEnv("MALL_SANDBOX", "1");
    expect(providerForChannel("bank-h5").name).toBe("sandbox");
  });
});
